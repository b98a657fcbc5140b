import type { ClueStatus } from '@atrium/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { CLUES_NS } from './clues-i18n';

const COLOR: Record<ClueStatus, string> = {
  new: 'gold',
  assigned: 'blue',
  converted: 'green',
  invalid: 'default',
};

export function ClueStatusTag({ status }: { status: ClueStatus }) {
  const { t } = useTranslation(CLUES_NS);
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
