import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { UploadFile } from 'antd/es/upload';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '../../forms/form-renderer';
import type { FormDefinition, FormValues } from '../../forms/form-schema';
import { showMessage } from '../../platform/feedback/feedback';
import {
  ApprovalAttachmentsItem,
  attachmentIdsOf,
} from '../../resources/approvals/approval-attachments-item';
import { showApprovalFieldErrors } from '../../resources/approvals/form-data-errors';
import { ReferencePicker } from '../../resources/reference-picker';
import { useDictLabel } from '../../resources/use-dict-label';
import { CENTRE_NS } from './approval-centre-i18n';
import { startInstance, useStartableProcesses, useStartForm } from './centre-queries';
import { APPROVAL_CATEGORY_DICT } from './instance-filters';
import { ProcessIcon } from './process-icon';
import { groupByCategory } from './start-grid';

interface StartExtras {
  approvers?: Record<string, number | number[] | null>;
  ccUserIds?: number[];
  attachments?: UploadFile[];
}

/**
 * 发起审批: a grid of the processes the caller may start, by category; choosing one shows its form,
 * the approver choosers of nodes whose approvers the initiator picks, CC recipients when allowed and
 * attachments. Submitting is one request; the server's field errors land on the fields.
 */
export function StartApprovalModal({
  onClose,
  onStarted,
}: {
  onClose(): void;
  onStarted(): Promise<unknown>;
}) {
  const { t } = useTranslation(CENTRE_NS);
  const [processId, setProcessId] = useState<number | null>(null);
  const processes = useStartableProcesses(true);
  const startForm = useStartForm(processId);
  const categoryLabel = useDictLabel(APPROVAL_CATEGORY_DICT);
  const groups = useMemo(() => groupByCategory(processes.data ?? []), [processes.data]);
  const [dataForm] = Form.useForm<FormValues>();
  const [extrasForm] = Form.useForm<StartExtras>();
  const [busy, setBusy] = useState(false);
  const definition = startForm.data?.form as unknown as FormDefinition | undefined;

  const submit = async () => {
    if (processId === null || !startForm.data) return;
    let formData: FormValues;
    let extras: StartExtras;
    try {
      await dataForm.validateFields();
      formData = dataForm.getFieldsValue(true) as FormValues;
      extras = await extrasForm.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const chosenApprovers = Object.fromEntries(
        Object.entries(extras.approvers ?? {})
          .map(([nodeId, value]) => [
            nodeId,
            value === null || value === undefined ? [] : ([] as number[]).concat(value),
          ])
          .filter(([, ids]) => (ids as number[]).length > 0),
      ) as Record<string, number[]>;
      const started = await startInstance({
        processId,
        formData,
        chosenApprovers,
        ccUserIds: extras.ccUserIds ?? [],
        attachmentIds: attachmentIdsOf(extras.attachments),
      });
      showMessage('success', t('start.done', { no: started.instanceNo }));
      onClose();
      await onStarted();
    } catch (error) {
      showApprovalFieldErrors(dataForm, extrasForm, error, t('start.checkForm'));
    } finally {
      setBusy(false);
    }
  };

  const choosing = processId === null;
  return (
    <Modal
      open
      width={choosing ? 720 : 800}
      title={choosing ? t('start.title') : `${t('start.title')} · ${startForm.data?.name ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        choosing
          ? null
          : [
              <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => setProcessId(null)}>
                {t('start.back')}
              </Button>,
              <Button
                key="submit"
                type="primary"
                loading={busy}
                disabled={!startForm.data}
                data-testid="start-submit"
                onClick={() => void submit()}
              >
                {t('start.submit')}
              </Button>,
            ]
      }
    >
      {choosing ? (
        <div data-testid="start-grid">
          <Typography.Paragraph type="secondary">{t('start.chooseProcess')}</Typography.Paragraph>
          {processes.isPending ? (
            <Spin />
          ) : groups.length === 0 ? (
            <Empty description={t('start.none')} />
          ) : (
            groups.map((group) => (
              <section key={group.category} aria-label={categoryLabel(group.category)}>
                <Typography.Title level={5}>{categoryLabel(group.category)}</Typography.Title>
                <ul className="atrium-start-grid">
                  {group.processes.map((process) => (
                    <li key={process.id}>
                      <button
                        type="button"
                        className="atrium-start-card"
                        data-testid={`start-process-${process.id}`}
                        title={process.description || process.name}
                        onClick={() => setProcessId(process.id)}
                      >
                        <span className="atrium-start-card-icon">
                          <ProcessIcon name={process.icon} />
                        </span>
                        <span>{process.name}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      ) : !startForm.data || !definition ? (
        <Spin />
      ) : (
        <div data-testid="start-form">
          <FormRenderer key={processId} definition={definition} form={dataForm} />
          <Form<StartExtras> form={extrasForm} layout="vertical">
            {startForm.data.chooseApprovers.map((node) => (
              <Form.Item
                key={node.nodeId}
                name={['approvers', node.nodeId]}
                label={t('start.approversOf', { node: node.name })}
                rules={[{ required: true, message: t('start.approversRequired', { node: node.name }) }]}
              >
                <ReferencePicker
                  source="user"
                  multiple={node.multiple}
                  placeholder={t('start.memberPlaceholder')}
                  data-testid={`start-approvers-${node.nodeId}`}
                />
              </Form.Item>
            ))}
            {startForm.data.initiatorMayCc && (
              <Form.Item name="ccUserIds" label={t('start.cc')}>
                <ReferencePicker
                  source="user"
                  multiple
                  placeholder={t('start.memberPlaceholder')}
                  data-testid="start-cc"
                />
              </Form.Item>
            )}
            <ApprovalAttachmentsItem />
          </Form>
        </div>
      )}
    </Modal>
  );
}
