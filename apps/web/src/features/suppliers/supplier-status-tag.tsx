import type { SupplierStatus } from '@atrium/contract/resources/supplier';
import { supplierResource } from '@atrium/contract/resources/supplier';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { FieldWidgets } from '../../resources/field-widgets';
import { SUPPLIERS_NS } from './suppliers-i18n';

const STATUS_COLORS: Record<SupplierStatus, string> = {
  evaluating: 'blue',
  active: 'green',
  suspended: 'orange',
  terminated: 'default',
};

/** A supplier's status as a coloured tag (合作中 green, 暂停合作 orange…). */
export function SupplierStatusTag({ status }: { status: SupplierStatus }) {
  const { t } = useTranslation(SUPPLIERS_NS);
  return <Tag color={STATUS_COLORS[status]}>{t(`supplier.status.${status}`)}</Tag>;
}

/** The list and detail show the status as its tag; the form keeps the status select. */
export const supplierFieldWidgets: FieldWidgets = new Map([
  [
    supplierResource.fields.status,
    { Value: ({ value }) => <SupplierStatusTag status={value as SupplierStatus} /> },
  ],
]);
