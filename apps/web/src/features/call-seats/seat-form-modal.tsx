import { callSeatsApi, type SeatLine, type SeatRow } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '../../forms/server-field-errors';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage } from '../../platform/feedback/feedback';
import { CALL_SEATS_NS } from './call-seats-i18n';
import { useInvalidateCallSeats } from './call-seats-queries';

/** New seat of the list, or the label of an existing one (its number is fixed once created). */
export type SeatFormTarget = { mode: 'new' } | { mode: 'edit'; seat: SeatRow };

interface Values {
  cno: string;
  label: string;
}

export function SeatFormModal({
  line,
  target,
  onClose,
}: {
  line: SeatLine;
  target: SeatFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(CALL_SEATS_NS);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const invalidate = useInvalidateCallSeats();
  const api = callSeatsApi.SEAT_MANAGEMENT[line];
  const editing = target?.mode === 'edit' ? target.seat : null;

  useEffect(() => {
    if (!target) return;
    form.setFieldsValue(editing ? { cno: editing.cno, label: editing.label } : { cno: '', label: '' });
  }, [target, editing, form]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing) {
        await callEndpoint(api.update, { params: { cno: editing.cno }, body: { label: values.label ?? '' } });
      } else {
        await callEndpoint(api.create, { body: { cno: values.cno, label: values.label ?? '' } });
      }
      showMessage('success', t('seat.saved'));
      await invalidate();
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={
        editing
          ? t('seat.editTitle', { cno: editing.cno })
          : t(line === 'second' ? 'seat.addSecond' : 'seat.add')
      }
      width={480}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        name="seatForm"
        form={form}
        layout="vertical"
        data-testid="seat-form"
        onFinish={() => void save()}
      >
        <Form.Item
          name="cno"
          label={t('seat.cno')}
          rules={[
            { required: true, message: t('seat.cnoRequired') },
            { pattern: callSeatsApi.SEAT_NUMBER_PATTERN, message: t('seat.cnoFormat') },
          ]}
        >
          <Input disabled={editing !== null} placeholder={t('seat.cnoPlaceholder')} maxLength={16} />
        </Form.Item>
        <Form.Item name="label" label={t('seat.label')}>
          <Input placeholder={t('seat.labelPlaceholder')} maxLength={callSeatsApi.SEAT_LABEL_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
