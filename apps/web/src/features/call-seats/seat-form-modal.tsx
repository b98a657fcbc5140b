import { callSeatsApi, type SeatLine, type SeatRow } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
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
  const invalidate = useInvalidateCallSeats();
  const api = callSeatsApi.SEAT_MANAGEMENT[line];
  const editing = target?.mode === 'edit' ? target.seat : null;

  useEffect(() => {
    if (!target) return;
    form.setFieldsValue(editing ? { cno: editing.cno, label: editing.label } : { cno: '', label: '' });
  }, [target, editing, form]);

  const { saving, submit: save } = useFormSave({
    form,
    save: (values: Values) =>
      editing
        ? callEndpoint(api.update, { params: { cno: editing.cno }, body: { label: values.label ?? '' } })
        : callEndpoint(api.create, { body: { cno: values.cno, label: values.label ?? '' } }),
    successMessage: t('seat.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
  });

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
