import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import {
  type ApprovalFlow,
  type BranchCondition,
  CONDITION_OPERATORS,
  type ConditionNode,
  type ParallelNode,
  type StoredFormDefinition,
} from '@atrium/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import { updateBranch } from './flow-designer-state';
import { PROCESS_DESIGNER_NS } from './process-designer-i18n';

/** A condition as the drawer edits it: `in` values typed as one comma-separated text. */
interface ConditionValues {
  kind: BranchCondition['kind'];
  field?: string;
  operator?: BranchCondition extends infer C ? (C extends { operator: infer O } ? O : never) : never;
  value?: string;
  departmentIds?: number[];
  roleIds?: number[];
}
interface BranchValues {
  name: string;
  conditions: ConditionValues[];
}

const toValues = (condition: BranchCondition): ConditionValues =>
  condition.kind === 'field'
    ? {
        kind: 'field',
        field: condition.field,
        operator: condition.operator,
        value: condition.operator === 'in' ? (condition.values ?? []).join(',') : condition.value,
      }
    : condition.kind === 'initiatorDepartment'
      ? { kind: condition.kind, departmentIds: condition.departmentIds }
      : { kind: condition.kind, roleIds: condition.roleIds };

function toCondition(values: ConditionValues | undefined): BranchCondition {
  if (values?.kind === 'initiatorDepartment')
    return { kind: values.kind, departmentIds: values.departmentIds ?? [] };
  if (values?.kind === 'initiatorRole') return { kind: values.kind, roleIds: values.roleIds ?? [] };
  const operator = values?.operator ?? 'eq';
  const typed = values?.value ?? '';
  return operator === 'in'
    ? {
        kind: 'field',
        field: values?.field ?? '',
        operator,
        value: '',
        values: typed
          .split(/[,，]/)
          .map((part) => part.trim())
          .filter(Boolean),
      }
    : { kind: 'field', field: values?.field ?? '', operator, value: typed.trim() };
}

/** One branch of a condition node (its name and conditions) or of a parallel node (its name). */
export function BranchSettings({
  node,
  branchId,
  flow,
  form,
  onChange,
}: {
  node: ConditionNode | ParallelNode;
  branchId: string;
  flow: ApprovalFlow;
  form: StoredFormDefinition;
  onChange(flow: ApprovalFlow): void;
}) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const [values] = Form.useForm<BranchValues>();
  const watched = Form.useWatch('conditions', values) as ConditionValues[] | undefined;
  const branch = (
    node.branches as { id: string; name: string; conditions?: BranchCondition[]; isDefault?: boolean }[]
  ).find((entry) => entry.id === branchId);
  if (!branch) return null;
  const withConditions = node.type === 'condition' && !branch.isDefault;
  const fields = form.fields.filter((field) => field.tag !== 'subForm');

  const apply = (_: unknown, all: BranchValues) =>
    onChange(
      updateBranch(flow, node.id, branchId, {
        name: all.name.trim() || branch.name,
        ...(withConditions ? { conditions: (all.conditions ?? []).map(toCondition) } : {}),
      }),
    );

  return (
    <Form<BranchValues>
      form={values}
      // The name prefixes its inputs' ids (flowBranch_name…): 基础信息's form on the same page has fields named alike.
      name="flowBranch"
      layout="vertical"
      initialValues={{ name: branch.name, conditions: (branch.conditions ?? []).map(toValues) }}
      onValuesChange={apply}
    >
      <Form.Item name="name" label={t('field.branchName')}>
        <Input maxLength={40} />
      </Form.Item>
      {node.type === 'condition' && branch.isDefault ? (
        <Alert type="info" showIcon message={t('condition.defaultHint')} />
      ) : null}
      {withConditions ? (
        <Form.List name="conditions">
          {(items, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{t('field.conditions')}</legend>
              {items.map((item, index) => {
                const kind = watched?.[index]?.kind ?? 'field';
                return (
                  <Card
                    key={item.key}
                    size="small"
                    style={{ marginBottom: 12 }}
                    extra={
                      <Button
                        type="text"
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t('condition.remove', { n: index + 1 })}
                        onClick={() => {
                          remove(item.name);
                          apply(undefined, values.getFieldsValue(true));
                        }}
                      />
                    }
                    title={`${index + 1}`}
                  >
                    <Form.Item name={[item.name, 'kind']} label={t('condition.kind')}>
                      <Select
                        options={(['field', 'initiatorDepartment', 'initiatorRole'] as const).map(
                          (value) => ({
                            value,
                            label: t(`condition.${value}`),
                          }),
                        )}
                      />
                    </Form.Item>
                    {kind === 'field' ? (
                      <>
                        <Form.Item name={[item.name, 'field']} label={t('condition.fieldName')}>
                          <Select
                            options={fields.map((field) => ({ value: field.vModel, label: field.label }))}
                          />
                        </Form.Item>
                        <Form.Item name={[item.name, 'operator']} label={t('condition.operator')}>
                          <Select
                            options={CONDITION_OPERATORS.map((value) => ({ value, label: t(`op.${value}`) }))}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[item.name, 'value']}
                          label={t('condition.value')}
                          extra={watched?.[index]?.operator === 'in' ? t('condition.valuesHint') : undefined}
                        >
                          <Input maxLength={200} />
                        </Form.Item>
                      </>
                    ) : null}
                    {kind === 'initiatorDepartment' ? (
                      <Form.Item name={[item.name, 'departmentIds']} label={t('condition.departments')}>
                        <ReferencePicker source="department" multiple />
                      </Form.Item>
                    ) : null}
                    {kind === 'initiatorRole' ? (
                      <Form.Item name={[item.name, 'roleIds']} label={t('condition.roles')}>
                        <ReferencePicker source="role" multiple />
                      </Form.Item>
                    ) : null}
                  </Card>
                );
              })}
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  add({ kind: 'field', operator: 'eq', value: '' });
                  apply(undefined, values.getFieldsValue(true));
                }}
              >
                {t('condition.add')}
              </Button>
            </fieldset>
          )}
        </Form.List>
      ) : null}
    </Form>
  );
}
