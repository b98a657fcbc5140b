import type { ClueStatus } from '@atrium/contract';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { CLUES_NS } from './clues-i18n';

const COLOR: Record<ClueStatus, string> = {
  new: 'gold',
  assigned: 'blue',
  converted: 'green',
  invalid: 'default',
};

/** The status tag; an invalid clue shows its reason on hover. */
export function ClueStatusTag({ status, reason = '' }: { status: ClueStatus; reason?: string }) {
  const { t } = useTranslation(CLUES_NS);
  const tag = <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
  if (status !== 'invalid' || !reason) return tag;
  return <Tooltip title={t('clue.invalidReasonIs', { reason })}>{tag}</Tooltip>;
}
