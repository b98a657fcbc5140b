import {
  crmPrivateSeaApi,
  type DepartmentOption,
  type PrivateSeaRule,
  type PrivateSeaRuleInput,
} from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useNumberRules } from '../../forms/number-rules';
import { useFormSave } from '../../forms/use-form-save';
import { Action } from '../../platform/access/action';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { PRIVATE_SEA_NS } from './private-sea-i18n';
import {
  RULE_LIST_PATH,
  ruleDetailPath,
  useDepartmentOptions,
  useInvalidatePrivateSea,
  useRule,
} from './private-sea-queries';

type RuleValues = Omit<PrivateSeaRuleInput, 'departmentId'> & { departmentId?: number | null };

const LIMIT_FIELDS = [
  ['maxHeld', 'unit.customers'],
  ['recallNoFollowUpDays', 'unit.days'],
  ['recallNoDealDays', 'unit.days'],
  ['remindDaysBefore', 'unit.days'],
  ['reclaimCooldownDays', 'unit.days'],
  ['dailyClaimLimit', 'unit.customers'],
] as const;

interface TreeNode {
  value: number;
  title: string;
  children: TreeNode[];
}

function departmentTree(options: readonly DepartmentOption[]): TreeNode[] {
  const nodes = new Map(
    options.map((option) => [
      option.id,
      { value: option.id, title: option.name, children: [] as TreeNode[] },
    ]),
  );
  const roots: TreeNode[] = [];
  for (const option of options) {
    const parent = option.parentId === null ? undefined : nodes.get(option.parentId);
    (parent ? parent.children : roots).push(nodes.get(option.id)!);
  }
  return roots;
}

/** 私海规则详情 (/customer/privateSea/ruleDetail/:id, `new` to add): the rule's limits. */
export function PrivateSeaRuleDetailPage() {
  const { t } = useTranslation(PRIVATE_SEA_NS);
  const numberRules = useNumberRules();
  const navigate = useNavigate();
  const rawId = useParams().id;
  const creating = rawId === 'new';
  const id = Number(rawId);
  const rule = useRule(creating ? 0 : id);
  const departments = useDepartmentOptions();
  const tree = useMemo(() => departmentTree(departments.data ?? []), [departments.data]);
  const invalidate = useInvalidatePrivateSea();
  const [form] = Form.useForm<RuleValues>();
  const { saving, onFinish: save } = useFormSave({
    form,
    save: (values: RuleValues): Promise<PrivateSeaRule> => {
      // An emptied number box is null (no limit), never absent.
      const body = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, value === undefined ? null : value]),
      ) as PrivateSeaRuleInput;
      return creating
        ? callEndpoint(crmPrivateSeaApi.privateSeaRuleCreate, { body })
        : callEndpoint(crmPrivateSeaApi.privateSeaRuleUpdate, {
            params: { id },
            body: { ...body, version: rule.data!.version },
          });
    },
    successMessage: t('detail.saved'),
    onSaved: async (saved) => {
      await invalidate();
      if (creating) navigate(ruleDetailPath(saved.id), { replace: true });
    },
  });

  useEffect(() => {
    if (rule.data) form.setFieldsValue(rule.data);
  }, [rule.data, form]);

  if (!creating && !rule.data) return <Skeleton active={rule.isLoading} />;

  return (
    <section className="atrium-panel" data-testid="private-sea-rule-detail" style={{ maxWidth: 760 }}>
      <h3 style={{ marginTop: 0 }}>{t(creating ? 'detail.createTitle' : 'detail.editTitle')}</h3>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('detail.hint')} />
      <Form<RuleValues>
        form={form}
        layout="horizontal"
        labelCol={{ span: 9 }}
        wrapperCol={{ span: 15 }}
        initialValues={{ enabled: true, departmentId: null }}
        onFinish={save}
      >
        <Form.Item
          name="name"
          label={t('field.name')}
          rules={[{ required: true, whitespace: true, message: t('field.required') }]}
        >
          <Input maxLength={crmPrivateSeaApi.PRIVATE_SEA_NAME_MAX} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('field.department')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={tree}
            loading={departments.isLoading}
            placeholder={t('field.departmentPlaceholder')}
          />
        </Form.Item>
        {LIMIT_FIELDS.map(([field, unit]) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`field.${field}`)}
            rules={numberRules(t(`field.${field}`), {
              min: 1,
              max:
                field === 'maxHeld' || field === 'dailyClaimLimit'
                  ? crmPrivateSeaApi.PRIVATE_SEA_COUNT_MAX
                  : crmPrivateSeaApi.PRIVATE_SEA_DAYS_MAX,
              integer: true,
            })}
          >
            <InputNumber placeholder={t('value.none')} suffix={t(unit)} style={{ width: 200 }} />
          </Form.Item>
        ))}
        <Form.Item name="enabled" label={t('field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label={t('field.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 9, span: 15 }}>
          <Space>
            <Action code={creating ? 'add' : 'update'}>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('detail.save')}
              </Button>
            </Action>
            <Button onClick={() => navigate(RULE_LIST_PATH)}>{t('detail.back')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </section>
  );
}
