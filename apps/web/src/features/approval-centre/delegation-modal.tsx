import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../forms/server-field-errors';
import { showMessage } from '../../platform/feedback/feedback';
import { useRefreshApprovals } from '../../resources/approvals/approval-queries';
import { ReferencePicker } from '../../resources/reference-picker';
import { CENTRE_NS } from './approval-centre-i18n';
import { saveDelegation, useDelegation } from './centre-queries';

/** Delegation times are business-clock wall times, `YYYY-MM-DD HH:mm:ss`, as a picker holds them. */
const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';

interface DelegationValues {
  enabled: boolean;
  delegateUserId?: number | null;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** 委托设置: while away, tasks arriving in the period go to the delegate (GET/PUT /erp/flw/delegation). */
export function DelegationModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(CENTRE_NS);
  const current = useDelegation(true);
  const [form] = Form.useForm<DelegationValues>();
  const enabled = Form.useWatch('enabled', form);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshApprovals();

  const save = async (values: DelegationValues) => {
    const [start, end] = values.period ?? [null, null];
    setBusy(true);
    try {
      await saveDelegation({
        enabled: values.enabled,
        delegateUserId: values.delegateUserId ?? null,
        startTime: start ? start.format(WALL_TIME) : null,
        endTime: end ? end.format(WALL_TIME) : null,
      });
      showMessage('success', t('delegation.saved'));
      await refresh();
      onClose();
    } catch (error) {
      showFieldErrors(form, error, { aliases: { startTime: 'period', endTime: 'period' } });
    } finally {
      setBusy(false);
    }
  };

  const data = current.data;
  return (
    <Modal
      open
      title={t('delegation.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, disabled: !data, 'data-testid': 'delegation-ok' }}
      destroyOnHidden
    >
      {!data ? (
        <Spin />
      ) : (
        <Form<DelegationValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void save(values)}
          data-testid="delegation-form"
          initialValues={{
            enabled: data.enabled,
            delegateUserId: data.delegateUserId,
            period:
              data.startTime || data.endTime
                ? [data.startTime ? dayjs(data.startTime) : null, data.endTime ? dayjs(data.endTime) : null]
                : null,
          }}
        >
          <Typography.Paragraph type="secondary">{t('delegation.hint')}</Typography.Paragraph>
          <Form.Item name="enabled" label={t('delegation.enabled')} valuePropName="checked">
            <Switch data-testid="delegation-enabled" />
          </Form.Item>
          <Form.Item
            name="delegateUserId"
            label={t('delegation.delegate')}
            rules={[{ required: !!enabled, message: t('delegation.delegateRequired') }]}
          >
            <ReferencePicker
              source="user"
              valueLabel={data.delegate?.name}
              data-testid="delegation-delegate"
            />
          </Form.Item>
          <Form.Item
            name="period"
            label={t('delegation.period')}
            rules={[{ required: !!enabled, message: t('delegation.periodRequired') }]}
          >
            <DatePicker.RangePicker showTime format={WALL_TIME} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
