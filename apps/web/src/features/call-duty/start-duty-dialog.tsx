import type { DutyRecord } from '@atrium/contract';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showConfirm, showMessage } from '../../platform/feedback/feedback';
import { CALL_DUTY_NS } from './call-duty-i18n';
import { CALL_DUTY_ROUTES as ROUTES } from './call-duty-routes';

interface StartDutyDialogProps {
  open: boolean;
  onClose: () => void;
  onStarted: (record: DutyRecord) => void;
}

/**
 * 开始值班 (spec §4 Duty, §5): a seat is required (请选择天润坐席). When someone else is on duty on
 * it, a confirmation names them and warns that continuing takes the seat over and ends their duty;
 * cancelling aborts and leaves the dialog open for another choice.
 */
export default function StartDutyDialog({ open, onClose, onStarted }: StartDutyDialogProps) {
  const { t } = useTranslation(CALL_DUTY_NS);
  const [form] = Form.useForm<{ cno?: string }>();
  const [seats, setSeats] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    callEndpoint(ROUTES.seatNumbers).then(
      (list) => live && setSeats(list),
      () => live && setSeats([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const start = async (cno: string) => {
    const record = await callEndpoint(ROUTES.startDuty, { params: { cno } });
    showMessage('success', t('started'));
    onStarted(record);
  };

  const submit = async () => {
    const { cno } = await form.validateFields();
    if (!cno) return;
    setBusy(true);
    try {
      const holder = await callEndpoint(ROUTES.dutyHolder, { params: { cno } });
      if (!holder) {
        await start(cno);
        return;
      }
      showConfirm({
        title: t('takeOverTitle'),
        content: (
          <div data-testid="duty-takeover-confirm">
            <p style={{ marginBottom: 4 }}>{t('holderOnDuty', { name: holder.userName })}</p>
            <p style={{ marginBottom: 0 }}>{t('takeOverWarning')}</p>
          </div>
        ),
        okText: t('takeOver'),
        cancelText: t('cancel'),
        // A refused start has been shown by the api client; the confirm just closes.
        onOk: () => start(cno).catch(() => undefined),
      });
    } catch {
      // The api client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('start')}
      width={360}
      okText={t('start')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="dutyStart" layout="vertical" data-testid="duty-start-form">
        <Form.Item name="cno" label={t('seat')} rules={[{ required: true, message: t('seatRequired') }]}>
          <Select
            showSearch
            loading={seats === null}
            placeholder={t('seatPlaceholder')}
            notFoundContent={seats === null ? undefined : t('noSeats')}
            options={(seats ?? []).map((cno) => ({ value: cno, label: cno }))}
            data-testid="duty-seat-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
