import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import { nameOptions, useWorkOrderOptions } from './work-order-queries';
import { WORK_ORDERS_NS } from './work-orders-i18n';

export type AssignTo = 'group' | 'person';

/**
 * To whom a work order goes (fields `assignTo`, `groupId`, `responsibleUserId` of the form around
 * it): a group's round robin, or a person. Raising one, the group may stay empty (the type's
 * default); transferring, it must be named.
 */
export function AssigneeFields({ transfer = false }: { transfer?: boolean }) {
  const { t } = useTranslation(WORK_ORDERS_NS);
  const form = Form.useFormInstance();
  const options = useWorkOrderOptions();
  const assignTo: AssignTo = Form.useWatch('assignTo', form) ?? (transfer ? 'person' : 'group');
  return (
    <>
      <Form.Item name="assignTo" label={transfer ? t('dispatch.to') : t('form.assignTo')}>
        <Radio.Group
          options={[
            { value: 'group', label: t('form.assignGroup') },
            { value: 'person', label: t('form.assignPerson') },
          ]}
          data-testid="work-order-assign-to"
        />
      </Form.Item>
      {(!transfer || assignTo === 'group') && (
        <Form.Item
          name="groupId"
          label={t('form.group')}
          extra={transfer ? undefined : t('form.groupHint')}
          rules={transfer ? [{ required: true, message: t('dispatch.groupRequired') }] : []}
        >
          <Select
            allowClear
            placeholder={transfer ? t('form.groupPlaceholder') : t('form.groupDefault')}
            options={nameOptions(options.data?.groups)}
            data-testid="work-order-group"
          />
        </Form.Item>
      )}
      {assignTo === 'person' && (
        <Form.Item
          name="responsibleUserId"
          label={t('form.responsible')}
          rules={[{ required: true, message: t('form.responsibleRequired') }]}
        >
          <ReferencePicker
            source="user"
            placeholder={t('form.responsiblePlaceholder')}
            data-testid="work-order-responsible"
          />
        </Form.Item>
      )}
    </>
  );
}
