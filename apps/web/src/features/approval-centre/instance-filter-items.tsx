import { flwApi } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { APPROVALS_NS } from '../../resources/approvals/approvals-i18n';
import { useDictOptions } from '../../resources/use-dict-options';
import { CENTRE_NS } from './approval-centre-i18n';
import { APPROVAL_CATEGORY_DICT } from './instance-filters';

/** The filter controls of an instance list (named as instance-filters.ts declares them). */
export function InstanceFilterItems({ withStatus = false }: { withStatus?: boolean }) {
  const { t } = useTranslation(CENTRE_NS);
  const { t: ta } = useTranslation(APPROVALS_NS);
  const categories = useDictOptions(APPROVAL_CATEGORY_DICT);
  return (
    <>
      <Form.Item name="processName" label={t('filter.processName')}>
        <Input allowClear placeholder={t('filter.processNamePlaceholder')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="category" label={t('filter.category')}>
        <Select
          allowClear
          options={categories}
          placeholder={t('filter.categoryPlaceholder')}
          style={{ width: 150 }}
        />
      </Form.Item>
      {withStatus && (
        <Form.Item name="status" label={t('filter.status')}>
          <Select
            allowClear
            placeholder={t('filter.statusPlaceholder')}
            style={{ width: 130 }}
            options={flwApi.INSTANCE_STATUSES.map((status) => ({
              value: status,
              label: ta(`status.${status}`),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="instanceNo" label={t('filter.instanceNo')}>
        <Input allowClear placeholder={t('filter.instanceNoPlaceholder')} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="range" label={t('filter.time')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
    </>
  );
}
