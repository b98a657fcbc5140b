import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../platform/access/use-action';
import { showMessage } from '../../platform/feedback/feedback';
import {
  useCustomerTagIds,
  useSetCustomerTags,
} from '../../resources/customer-tags/customer-tag-link-queries';
import { CUSTOMER_TAGS_NS } from '../../resources/customer-tags/customer-tags-i18n';
import { TagPicker } from '../../resources/customer-tags/tag-picker';
import type { CustomerDetailSectionProps } from '../../resources/customers/customer-detail-section';

/** 客户标签 card of the customer detail: pick the customer's tags, save (customerDetail:update). */
export default function CustomerTagsCard({ customerId, onCustomerChanged }: CustomerDetailSectionProps) {
  const { t } = useTranslation(CUSTOMER_TAGS_NS);
  const can = useAction();
  const current = useCustomerTagIds(customerId);
  const save = useSetCustomerTags(customerId);
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    if (current.data) setPicked(current.data);
  }, [current.data]);
  const saved = current.data ?? [];
  const changed = picked.length !== saved.length || picked.some((id) => !saved.includes(id));

  const submit = async () => {
    try {
      await save.mutateAsync(picked);
      showMessage('success', t('card.saved'));
      onCustomerChanged();
    } catch {
      // The api client has shown the server's reason.
    }
  };

  return (
    <Card size="small" title={t('card.title')} data-testid="customer-tags-card">
      {current.isPending ? (
        <Spin size="small" />
      ) : (
        <Flex vertical gap={12}>
          <TagPicker value={picked} onChange={setPicked} disabled={!can('update')} />
          {can('update') && (
            <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => void submit()}>
              {t('card.save')}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
