import { crmCustomerMergesApi } from '@atrium/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../platform/api/call-endpoint';
import { showMessage } from '../../../platform/feedback/feedback';
import { useCustomerSearch, useInvalidateCustomers } from '../customer-queries';
import { CUSTOMERS_NS } from '../customers-i18n';

/**
 * 合并客户: picks a duplicate of this customer and merges it in. The duplicate goes away and its
 * records come here; the merge can be undone from the merge list on this screen.
 */
export function CustomerMergeModal({
  target,
  open,
  onClose,
}: {
  target: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(CUSTOMERS_NS);
  const [search, setSearch] = useState('');
  const [sourceId, setSourceId] = useState<number | undefined>();
  const [saving, setSaving] = useState(false);
  // Before anything is typed, customers named like this one: the likely duplicates.
  const found = useCustomerSearch(search || target.name.slice(0, 4), open);
  const invalidate = useInvalidateCustomers();
  const options = (found.data?.list ?? [])
    .filter((customer) => customer.id !== target.id)
    .map((customer) => ({
      value: customer.id,
      label: `${customer.sn} ${customer.name} ${customer.phone}`.trim(),
    }));

  const merge = async () => {
    if (!sourceId) return;
    setSaving(true);
    try {
      await callEndpoint(crmCustomerMergesApi.customerMerge, {
        params: { id: target.id },
        body: { sourceId },
      });
      showMessage('success', t('merge.done'));
      void invalidate();
      onClose();
    } catch {
      // The api client has shown the server's reason; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('merge.title', { name: target.name })}
      okText={t('merge.ok')}
      okButtonProps={{ danger: true, disabled: !sourceId, loading: saving }}
      onOk={merge}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('merge.explain')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('merge.source')} required>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            value={sourceId}
            onChange={setSourceId}
            loading={found.isFetching}
            placeholder={t('merge.sourcePlaceholder')}
            notFoundContent={t('merge.noneFound')}
            options={options}
            data-testid="merge-source"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
