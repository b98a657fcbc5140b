import type { SupplierActivityKind } from '@atrium/contract/endpoints/supplier-activities';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { SUPPLIERS_NS } from './suppliers-i18n';

const KIND_COLORS: Record<SupplierActivityKind, string> = { visit: 'green', call: 'blue', note: 'default' };

/** 拜访 / 电话 / 备注 as a tag. */
export function SupplierActivityKindTag({ kind }: { kind: SupplierActivityKind }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  return <Tag color={KIND_COLORS[kind]}>{t(`activity.kind.${kind}`)}</Tag>;
}
