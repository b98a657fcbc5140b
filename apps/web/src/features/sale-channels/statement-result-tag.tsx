import type { StatementResult } from '@atrium/contract/endpoints/sale-channels';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_CHANNELS_NS } from './sale-channels-i18n';

const COLORS: Record<StatementResult, string> = {
  matched: 'success',
  amountDiffers: 'warning',
  missingInAtrium: 'error',
  missingOnPlatform: 'magenta',
};

/** A reconciliation result as a coloured tag (with a count after it on the statement list). */
export function StatementResultTag({ result, children }: { result: StatementResult; children?: ReactNode }) {
  const { t } = useTranslation(SALE_CHANNELS_NS);
  return (
    <Tag color={COLORS[result]}>
      {t(`result.${result}`)}
      {children}
    </Tag>
  );
}
