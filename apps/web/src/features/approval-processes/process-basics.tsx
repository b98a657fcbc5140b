import type { ProcessDraft } from '@atrium/contract';
import type { FormInstance } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { PROCESS_ICONS, ProcessIcon } from '../../forms/process-designer/process-icons';
import { ReferencePicker } from '../../resources/reference-picker';
import { useDictOptions } from '../../resources/use-dict-options';
import { APPROVAL_PROCESSES_NS } from './approval-processes-i18n';
import { APPROVAL_CATEGORY_DICT } from './process-list-page';

interface BasicsValues {
  name: string;
  category: string;
  icon: string;
  description: string;
  startersMode: 'everyone' | 'some';
  departmentIds: number[];
  roleIds: number[];
  userIds: number[];
}

const valuesOf = (draft: ProcessDraft): BasicsValues => ({
  name: draft.name,
  category: draft.category,
  icon: draft.icon,
  description: draft.description,
  startersMode: draft.starters.everyone ? 'everyone' : 'some',
  departmentIds: draft.starters.departmentIds,
  roleIds: draft.starters.roleIds,
  userIds: draft.starters.userIds,
});

/** 基础信息: name, category, icon, description and who may start the process. */
export function ProcessBasics({
  form,
  draft,
  onChange,
}: {
  form: FormInstance;
  draft: ProcessDraft;
  onChange(patch: Partial<ProcessDraft>): void;
}) {
  const { t } = useTranslation(APPROVAL_PROCESSES_NS);
  const categories = useDictOptions(APPROVAL_CATEGORY_DICT);
  const mode = Form.useWatch('startersMode', form) ?? (draft.starters.everyone ? 'everyone' : 'some');
  const required = (label: string) => [
    { required: true, whitespace: true, message: t('field.required', { label }) },
  ];
  const apply = (_: unknown, all: BasicsValues) =>
    onChange({
      name: all.name ?? '',
      category: all.category ?? '',
      icon: all.icon,
      description: all.description ?? '',
      starters: {
        everyone: all.startersMode === 'everyone',
        departmentIds: all.departmentIds ?? [],
        roleIds: all.roleIds ?? [],
        userIds: all.userIds ?? [],
      },
    });
  return (
    <Form<BasicsValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      initialValues={valuesOf(draft)}
      onValuesChange={apply}
      style={{ maxWidth: 900 }}
    >
      <Form.Item name="name" label={t('field.name')} rules={required(t('field.name'))}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="category" label={t('field.category')} rules={required(t('field.category'))}>
        <Select options={categories} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="icon" label={t('field.icon')}>
        <Radio.Group
          optionType="button"
          options={Object.keys(PROCESS_ICONS).map((name) => ({
            value: name,
            label: (
              <span
                role="img"
                aria-label={t('field.iconOption', { name })}
                style={{ display: 'inline-flex', paddingTop: 4 }}
              >
                <ProcessIcon name={name} size={22} />
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="description" label={t('field.description')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Form.Item name="startersMode" label={t('field.starters')}>
        <Radio.Group
          options={(['everyone', 'some'] as const).map((value) => ({ value, label: t(`starters.${value}`) }))}
        />
      </Form.Item>
      {mode === 'some' ? (
        <>
          <Form.Item name="departmentIds" label={t('field.departmentIds')}>
            <ReferencePicker source="department" multiple />
          </Form.Item>
          <Form.Item name="roleIds" label={t('field.roleIds')}>
            <ReferencePicker source="role" multiple />
          </Form.Item>
          <Form.Item name="userIds" label={t('field.userIds')}>
            <ReferencePicker source="user" multiple />
          </Form.Item>
        </>
      ) : null}
    </Form>
  );
}
