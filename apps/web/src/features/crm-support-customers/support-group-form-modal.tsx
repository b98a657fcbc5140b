import { crmSupportGroupsApi, type SupportGroupRow } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useNumberRules } from '../../forms/number-rules';
import { useFormSave } from '../../forms/use-form-save';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useInvalidateSupportGroups, useSupportGroupCandidates } from './support-group-queries';
import { SUPPORT_GROUPS_NS } from './support-groups-i18n';

interface Values {
  name: string;
  sort: number | null;
  leaderUserId?: number | null;
}

/** 新增 / 编辑班组: `editing` null adds, a row edits, undefined is closed. Enter submits. */
export function SupportGroupFormModal({
  editing,
  onClose,
}: {
  editing: SupportGroupRow | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(SUPPORT_GROUPS_NS);
  const numberRules = useNumberRules();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateSupportGroups();
  const candidates = useSupportGroupCandidates(editing !== undefined);
  const leaderOptions = (candidates.data ?? []).map((person) => ({
    value: person.userId,
    label: person.departmentName ? `${person.name}（${person.departmentName}）` : person.name,
  }));
  // A leader no longer offered (disabled meanwhile) still shows by name; keeping them is allowed.
  if (editing?.leaderUserId && !leaderOptions.some(({ value }) => value === editing.leaderUserId))
    leaderOptions.push({ value: editing.leaderUserId, label: editing.leaderName });
  const { saving, onFinish } = useFormSave<Values>({
    form,
    save: (values) => {
      const body = { name: values.name, sort: values.sort ?? 0, leaderUserId: values.leaderUserId ?? null };
      return editing
        ? callEndpoint(crmSupportGroupsApi.supportGroupUpdate, {
            params: { id: editing.id },
            body: { ...body, updatedAt: editing.updatedAt },
            silent: true,
          })
        : callEndpoint(crmSupportGroupsApi.supportGroupCreate, { body, silent: true });
    },
    successMessage: t('list.saved'),
    onSaved: async () => {
      await invalidate();
      onClose();
    },
    errors: 'form',
    conflictMessage: t('form.conflict'),
  });

  return (
    <Modal
      open={editing !== undefined}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={onFinish}
        initialValues={
          editing
            ? { name: editing.name, sort: editing.sort, leaderUserId: editing.leaderUserId }
            : { sort: 0, leaderUserId: null }
        }
        data-testid="support-group-form"
      >
        <Form.Item
          name="name"
          label={t('list.name')}
          rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
        >
          <Input
            maxLength={crmSupportGroupsApi.SUPPORT_GROUP_NAME_MAX}
            autoFocus
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('list.sort')}
          extra={t('form.sortHint')}
          rules={numberRules(t('list.sort'), { min: 0, max: 9999, integer: true })}
        >
          <InputNumber style={{ width: '100%' }} onPressEnter={() => form.submit()} />
        </Form.Item>
        <Form.Item name="leaderUserId" label={t('form.leader')} extra={t('form.leaderHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('form.leaderPick')}
            loading={candidates.isPending}
            options={leaderOptions}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
