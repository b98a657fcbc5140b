import { Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { SUPPORT_STATUS_ROUTES as ROUTES } from './support-status-routes';

interface SwitchGroupDialogProps {
  open: boolean;
  groupId: number;
  onClose(): void;
  onChanged(): void;
}

/** The switch-team dialog (spec §5: the group is required, 请选择班组 on change). */
export function SwitchGroupDialog({ open, groupId, onClose, onChanged }: SwitchGroupDialogProps) {
  const { t } = useTranslation('supportStatus');
  const [form] = Form.useForm<{ groupId: number }>();
  const [groups, setGroups] = useState<{ id: number; name: string }[]>([]);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({ groupId });
    callEndpoint(ROUTES.enabledSupportGroups).then(setGroups, () => setGroups([]));
  }, [open, groupId, form]);

  const { saving, submit } = useFormSave({
    form,
    save: (values: { groupId: number }) =>
      callEndpoint(ROUTES.changeMemberGroup, { query: { groupId: values.groupId } }),
    onSaved: onChanged,
  });

  return (
    <Modal
      open={open}
      title={t('dialogTitle')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="switch-group-form">
        {/* The trigger goes on the item: a rule with any key beside required and message is checked
            by async-validator as a string, and a group id is a number (请选择班组 under a picked group). */}
        <Form.Item
          name="groupId"
          label={t('group')}
          validateTrigger="onChange"
          rules={[{ required: true, message: t('groupRequired') }]}
        >
          <Select
            placeholder={t('groupRequired')}
            options={groups.map(({ id, name }) => ({ value: id, label: name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
