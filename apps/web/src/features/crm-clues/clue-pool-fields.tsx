import { crmCluesApi } from '@atrium/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useMemberOptions } from './clue-queries';
import { CLUES_NS } from './clues-i18n';

export interface PoolFormValues {
  name: string;
  allocationMode: crmCluesApi.ClueAllocationMode;
  memberUserIds: number[];
}

/** Name, allocation mode and members (in round-robin order) of a clue pool: the create modal and the edit screen. */
export function CluePoolFields() {
  const { t } = useTranslation(CLUES_NS);
  const members = useMemberOptions();
  return (
    <>
      <Form.Item
        name="name"
        label={t('pool.name')}
        rules={[{ required: true, whitespace: true, message: t('form.required', { field: t('pool.name') }) }]}
      >
        <Input maxLength={crmCluesApi.CLUE_POOL_NAME_MAX} placeholder={t('pool.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="allocationMode" label={t('pool.mode')} rules={[{ required: true }]}>
        <Radio.Group
          options={crmCluesApi.CLUE_ALLOCATION_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="memberUserIds" label={t('pool.members')} extra={t('pool.membersHint')}>
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          loading={members.isLoading}
          options={(members.data ?? []).map((member) => ({
            value: member.userId,
            label: member.departmentName ? `${member.name}（${member.departmentName}）` : member.name,
          }))}
        />
      </Form.Item>
    </>
  );
}
