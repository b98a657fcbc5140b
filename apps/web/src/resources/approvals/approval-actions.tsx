import type { InstanceDetail } from '@atrium/contract';
import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import type { UploadFile } from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editableFieldKeys } from '../../forms/form-renderer';
import type { FormDefinition, FormValues } from '../../forms/form-schema';
import { settleRefusal } from '../../platform/api/api-error';
import { showMessage } from '../../platform/feedback/feedback';
import { ReferencePicker } from '../reference-picker';
import { ApprovalAttachmentsItem, attachmentIdsOf } from './approval-attachments-item';
import { approvalActions } from './approval-queries';
import { APPROVALS_NS } from './approvals-i18n';
import { isAlreadyDecided, showApprovalFieldErrors } from './form-data-errors';

/** The actions that open a dialog (a comment, a member, a target) before their one request. */
export type DialogAction = 'approve' | 'reject' | 'transfer' | 'addSigner' | 'comment';

interface DialogValues {
  comment?: string;
  attachments?: UploadFile[];
  toNodeId?: string;
  userId?: number;
  userIds?: number[];
  position?: 'before' | 'after';
}

/** Value of 退回发起人 in the reject target choice (no `toNodeId` is sent). */
const TO_INITIATOR = '';

interface ApprovalActionBarProps {
  detail: InstanceDetail;
  /** The rendered form, whose editable fields 同意 sends. */
  form: FormInstance<FormValues>;
  /** After an action, or a 409 (decided meanwhile): read everything again. */
  onChanged(): Promise<unknown>;
  /** 重新提交: the screen opens the form again (ResubmitModal). */
  onResubmit(): void;
}

/**
 * The action bar of 审批详情, on desktop and phone: 同意, 拒绝, 转交, 加签 on the caller's task; 评论 for
 * anyone who may read it; 撤回 / 重新提交 / 取消 as the server allows (canWithdraw…). Each sends one
 * request; a 409 ("already decided") has the server's message shown and the detail read again.
 */
export function ApprovalActionBar({ detail, form, onChanged, onResubmit }: ApprovalActionBarProps) {
  const { t } = useTranslation(APPROVALS_NS);
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [formData, setFormData] = useState<FormValues | undefined>(undefined);
  const task = detail.myTask;

  const startApprove = async () => {
    const editable = editableFieldKeys(detail.form as unknown as FormDefinition, detail.fieldRights);
    if (editable.length > 0) {
      try {
        await form.validateFields(editable);
      } catch {
        return;
      }
      setFormData(Object.fromEntries(editable.map((key) => [key, form.getFieldValue(key)])));
    } else setFormData(undefined);
    setOpen('approve');
  };

  const instantly = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      showMessage('success', done);
    } finally {
      // Refused (shown by the api client) or done: what the server holds now.
      await onChanged();
    }
  };

  return (
    <Space wrap role="toolbar" aria-label={t('actions.label')} data-testid="approval-actions">
      {task && (
        <>
          <Button type="primary" data-testid="approval-approve" onClick={() => void startApprove()}>
            {t('action.approve')}
          </Button>
          <Button danger data-testid="approval-reject" onClick={() => setOpen('reject')}>
            {t('action.reject')}
          </Button>
          {task.canTransfer && (
            <Button data-testid="approval-transfer" onClick={() => setOpen('transfer')}>
              {t('action.transfer')}
            </Button>
          )}
          {task.canAddSigner && (
            <Button data-testid="approval-add-signer" onClick={() => setOpen('addSigner')}>
              {t('action.addSigner')}
            </Button>
          )}
        </>
      )}
      <Button data-testid="approval-comment" onClick={() => setOpen('comment')}>
        {t('action.comment')}
      </Button>
      {detail.canWithdraw && (
        <Popconfirm
          title={t('confirm.withdraw')}
          onConfirm={() =>
            settleRefusal(instantly(() => approvalActions.withdraw(detail.id), t('done.withdraw')))
          }
        >
          <Button data-testid="approval-withdraw">{t('action.withdraw')}</Button>
        </Popconfirm>
      )}
      {detail.canResubmit && (
        <Button type="primary" data-testid="approval-resubmit" onClick={onResubmit}>
          {t('action.resubmit')}
        </Button>
      )}
      {detail.canCancel && (
        <Popconfirm
          title={t('confirm.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            settleRefusal(instantly(() => approvalActions.cancel(detail.id), t('done.cancel')))
          }
        >
          <Button danger data-testid="approval-cancel">
            {t('action.cancel')}
          </Button>
        </Popconfirm>
      )}
      {open && (
        <ActionDialog
          action={open}
          detail={detail}
          dataForm={form}
          formData={formData}
          onClose={() => setOpen(null)}
          onChanged={onChanged}
        />
      )}
    </Space>
  );
}

interface ActionDialogProps {
  action: DialogAction;
  detail: InstanceDetail;
  dataForm: FormInstance<FormValues>;
  formData: FormValues | undefined;
  onClose(): void;
  onChanged(): Promise<unknown>;
}

/** One dialog for the actions that ask something first; its OK sends the action's one request. */
function ActionDialog({ action, detail, dataForm, formData, onClose, onChanged }: ActionDialogProps) {
  const { t } = useTranslation(APPROVALS_NS);
  const [form] = Form.useForm<DialogValues>();
  const [busy, setBusy] = useState(false);
  const commentRequired = action === 'reject' || action === 'comment';
  const task = detail.myTask;

  const send = (values: DialogValues) => {
    const comment = values.comment?.trim() ?? '';
    const attachmentIds = attachmentIdsOf(values.attachments);
    switch (action) {
      case 'approve':
        return approvalActions.approve(detail, { comment, attachmentIds, ...(formData ? { formData } : {}) });
      case 'reject':
        return approvalActions.reject(detail, {
          comment,
          attachmentIds,
          ...(values.toNodeId ? { toNodeId: values.toNodeId } : {}),
        });
      case 'transfer':
        return approvalActions.transfer(detail, { userId: values.userId!, comment });
      case 'addSigner':
        return approvalActions.addSigner(detail, {
          userIds: values.userIds ?? [],
          position: values.position ?? 'before',
          comment,
        });
      case 'comment':
        return approvalActions.comment(detail, { comment, attachmentIds });
    }
  };

  const submit = async (values: DialogValues) => {
    setBusy(true);
    try {
      await send(values);
      showMessage('success', t(`done.${action}`));
      onClose();
      await onChanged();
    } catch (error) {
      if (isAlreadyDecided(error)) {
        // The server's message was shown; the detail now says who decided.
        onClose();
        await onChanged();
      } else if (showApprovalFieldErrors(dataForm, form, error) && action === 'approve') {
        // The approver's edits were refused: back to the form to mend them.
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const withFiles = action === 'approve' || action === 'reject' || action === 'comment';
  return (
    <Modal
      open
      title={t(`action.${action}`)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy, danger: action === 'reject', 'data-testid': 'approval-dialog-ok' }}
      destroyOnHidden
    >
      <Form<DialogValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ toNodeId: TO_INITIATOR, position: 'before' }}
        data-testid={`approval-dialog-${action}`}
      >
        {action === 'reject' && (
          <Form.Item name="toNodeId" label={t('form.rejectTo')}>
            <Radio.Group
              options={[
                { value: TO_INITIATOR, label: t('form.rejectToInitiator') },
                ...(task?.rejectTargets ?? []).map((target) => ({
                  value: target.nodeId,
                  label: target.name,
                })),
              ]}
            />
          </Form.Item>
        )}
        {action === 'transfer' && (
          <Form.Item
            name="userId"
            label={t('form.transferTo')}
            rules={[{ required: true, message: t('form.transferToRequired') }]}
          >
            <ReferencePicker
              source="user"
              placeholder={t('form.memberPlaceholder')}
              data-testid="transfer-user"
            />
          </Form.Item>
        )}
        {action === 'addSigner' && (
          <>
            <Form.Item
              name="userIds"
              label={t('form.signers')}
              rules={[{ required: true, message: t('form.signersRequired') }]}
            >
              <ReferencePicker
                source="user"
                multiple
                placeholder={t('form.memberPlaceholder')}
                data-testid="signer-users"
              />
            </Form.Item>
            <Form.Item name="position" label={t('form.position')}>
              <Radio.Group
                options={[
                  { value: 'before', label: t('form.before') },
                  { value: 'after', label: t('form.after') },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="comment"
          label={t('form.comment')}
          rules={
            commentRequired
              ? [
                  {
                    required: true,
                    whitespace: true,
                    message:
                      action === 'reject' ? t('form.rejectCommentRequired') : t('form.commentRequired'),
                  },
                ]
              : []
          }
        >
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('form.commentPlaceholder')} />
        </Form.Item>
        {withFiles && <ApprovalAttachmentsItem />}
      </Form>
    </Modal>
  );
}
