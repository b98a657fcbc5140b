import type {
  ApprovalFlow,
  ApproverNode,
  AssigneeRule,
  CcNode,
  FieldRight,
  NodeTimeLimit,
  StoredFormDefinition,
} from '@atrium/contract';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../resources/reference-picker';
import { BranchSettings } from './branch-settings';
import { findNode, moveNode, removeNode, updateNode } from './flow-designer-state';
import { PROCESS_DESIGNER_NS } from './process-designer-i18n';

/** What the drawer shows: an approver or CC node, or one branch of a condition or parallel node. */
export interface DrawerTarget {
  nodeId: string;
  branchId?: string;
}

interface FlowNodeDrawerProps {
  target: DrawerTarget | null;
  flow: ApprovalFlow;
  form: StoredFormDefinition;
  onChange(flow: ApprovalFlow): void;
  onClose(): void;
}

/** The node's settings drawer: it edits the flow as the user changes each control (no OK button). */
export function FlowNodeDrawer({ target, flow, form, onChange, onClose }: FlowNodeDrawerProps) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const found = target ? findNode(flow.nodes, target.nodeId) : null;
  const node = found?.node;
  const title =
    node?.type === 'approver'
      ? t('drawer.approverTitle')
      : node?.type === 'cc'
        ? t('drawer.ccTitle')
        : node?.type === 'parallel'
          ? t('drawer.parallelTitle')
          : t('drawer.branchTitle');
  const index = found && node ? found.list.indexOf(node) : -1;
  const footer =
    node && (node.type === 'approver' || node.type === 'cc') ? (
      <Space>
        <Button disabled={index <= 0} onClick={() => onChange(moveNode(flow, node.id, -1))}>
          {t('node.moveUp', { name: node.name })}
        </Button>
        <Button
          disabled={!found || index >= found.list.length - 1}
          onClick={() => onChange(moveNode(flow, node.id, 1))}
        >
          {t('node.moveDown', { name: node.name })}
        </Button>
        <Popconfirm
          title={t('node.removeConfirm', { name: node.name })}
          onConfirm={() => {
            onChange(removeNode(flow, node.id));
            onClose();
          }}
        >
          <Button danger>{t('drawer.remove')}</Button>
        </Popconfirm>
      </Space>
    ) : null;
  return (
    <Drawer
      open={Boolean(node)}
      title={title}
      size={560}
      onClose={onClose}
      closable={{ 'aria-label': t('drawer.close') }}
      footer={footer}
      destroyOnHidden
      data-testid="flow-node-drawer"
    >
      {node && (node.type === 'approver' || node.type === 'cc') ? (
        <NodeSettings
          key={node.id}
          node={node}
          form={form}
          onChange={(patch) => onChange(updateNode(flow, node.id, patch))}
        />
      ) : null}
      {node && (node.type === 'condition' || node.type === 'parallel') && target?.branchId ? (
        <BranchSettings
          key={target.branchId}
          node={node}
          branchId={target.branchId}
          flow={flow}
          form={form}
          onChange={onChange}
        />
      ) : null}
    </Drawer>
  );
}

const ASSIGNEE_KINDS = ['users', 'roles', 'leader', 'initiatorChoice', 'formField'] as const;
const REMIND_HOURS = [1, 2, 4, 8, 12, 24, 48, 72];
const LIMIT_HOURS = [4, 8, 24, 48, 72, 120, 168];

/** The drawer's flat form of a node; `toNode` turns it back into the node's settings. */
interface NodeValues {
  name: string;
  kind: AssigneeRule['kind'];
  userIds: number[];
  roleIds: number[];
  levels: number;
  multiple: boolean;
  field?: string;
  mode: ApproverNode['mode'];
  whenNobody: ApproverNode['whenNobody'];
  fieldRights: Record<string, FieldRight>;
  remindAfterHours: number | null;
  limitHours: number | null;
  onTimeout: NodeTimeLimit['onTimeout'];
  escalateToUserId: number | null;
  allowBatch: boolean;
  allowTransfer: boolean;
  allowAddSigner: boolean;
}

function valuesOf(node: ApproverNode | CcNode, form: StoredFormDefinition): NodeValues {
  const rule = node.assignees;
  const approver = node.type === 'approver' ? node : null;
  return {
    name: node.name,
    kind: rule.kind,
    userIds: rule.kind === 'users' ? rule.userIds : [],
    roleIds: rule.kind === 'roles' ? rule.roleIds : [],
    levels: rule.kind === 'leader' ? rule.levels : 1,
    multiple: rule.kind === 'initiatorChoice' ? rule.multiple : false,
    field: rule.kind === 'formField' ? rule.field : undefined,
    mode: approver?.mode ?? 'sequential',
    whenNobody: approver?.whenNobody ?? 'autoPass',
    fieldRights: Object.fromEntries(
      form.fields.map((field) => [field.vModel, node.fieldRights[field.vModel] ?? 'read']),
    ),
    remindAfterHours: approver?.timeLimit?.remindAfterHours ?? null,
    limitHours: approver?.timeLimit?.limitHours ?? null,
    onTimeout: approver?.timeLimit?.onTimeout ?? 'none',
    escalateToUserId: approver?.timeLimit?.escalateToUserId ?? null,
    allowBatch: approver?.allowBatch ?? false,
    allowTransfer: approver?.allowTransfer ?? true,
    allowAddSigner: approver?.allowAddSigner ?? true,
  };
}

function ruleOf(values: NodeValues): AssigneeRule {
  switch (values.kind) {
    case 'users':
      return { kind: 'users', userIds: values.userIds ?? [] };
    case 'roles':
      return { kind: 'roles', roleIds: values.roleIds ?? [] };
    case 'leader':
      return { kind: 'leader', levels: values.levels ?? 1 };
    case 'initiatorChoice':
      return { kind: 'initiatorChoice', multiple: values.multiple ?? false };
    case 'formField':
      return { kind: 'formField', field: values.field ?? '' };
  }
}

function timeLimitOf(values: NodeValues): NodeTimeLimit | undefined {
  if (!values.remindAfterHours && !values.limitHours) return undefined;
  const onTimeout = values.limitHours ? values.onTimeout : 'none';
  return {
    ...(values.remindAfterHours ? { remindAfterHours: values.remindAfterHours } : {}),
    ...(values.limitHours ? { limitHours: values.limitHours } : {}),
    onTimeout,
    ...(onTimeout === 'escalate' && values.escalateToUserId
      ? { escalateToUserId: values.escalateToUserId }
      : {}),
  };
}

function NodeSettings({
  node,
  form,
  onChange,
}: {
  node: ApproverNode | CcNode;
  form: StoredFormDefinition;
  onChange(patch: Partial<ApproverNode>): void;
}) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const [values] = Form.useForm<NodeValues>();
  const kind = Form.useWatch('kind', values) ?? node.assignees.kind;
  const limitHours = Form.useWatch('limitHours', values);
  const onTimeout = Form.useWatch('onTimeout', values);
  const employeeFields = form.fields.filter((field) => field.tag === 'employee');
  const isApprover = node.type === 'approver';
  const hourOptions = (hours: number[]) => [
    { value: null, label: t('hours.none') },
    ...hours.map((n) => ({ value: n, label: t('hours.n', { n }) })),
  ];

  const apply = (_: unknown, all: NodeValues) => {
    const common = {
      name: all.name.trim() || node.name,
      assignees: ruleOf(all),
      fieldRights: all.fieldRights,
    };
    if (!isApprover) return onChange(common);
    onChange({
      ...common,
      mode: all.mode,
      whenNobody: all.whenNobody,
      timeLimit: timeLimitOf(all),
      allowBatch: all.allowBatch,
      allowTransfer: all.allowTransfer,
      allowAddSigner: all.allowAddSigner,
    });
  };

  return (
    <Form<NodeValues>
      form={values}
      // The name prefixes its inputs' ids (flowNode_name…): 基础信息's form on the same page has fields named alike.
      name="flowNode"
      layout="vertical"
      initialValues={valuesOf(node, form)}
      onValuesChange={apply}
    >
      <Form.Item name="name" label={t('field.name')}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="kind" label={t(isApprover ? 'field.assigneeKind' : 'field.ccKind')}>
        <Radio.Group
          options={ASSIGNEE_KINDS.map((value) => ({ value, label: t(`assignee.${value}`) }))}
          optionType="button"
        />
      </Form.Item>
      {kind === 'users' ? (
        <Form.Item name="userIds" label={t('field.userIds')}>
          <ReferencePicker source="user" multiple />
        </Form.Item>
      ) : null}
      {kind === 'roles' ? (
        <Form.Item name="roleIds" label={t('field.roleIds')}>
          <ReferencePicker source="role" multiple />
        </Form.Item>
      ) : null}
      {kind === 'leader' ? (
        <Form.Item name="levels" label={t('field.levels')}>
          <Select
            options={Array.from({ length: 10 }, (_, index) => ({
              value: index + 1,
              label: index === 0 ? t('field.levelDirect') : t('field.levelOption', { n: index + 1 }),
            }))}
          />
        </Form.Item>
      ) : null}
      {kind === 'initiatorChoice' ? (
        <Form.Item name="multiple" label={t('field.multiple')} valuePropName="checked">
          <Switch />
        </Form.Item>
      ) : null}
      {kind === 'formField' ? (
        <Form.Item
          name="field"
          label={t('field.formField')}
          extra={employeeFields.length === 0 ? t('field.noEmployeeField') : undefined}
        >
          <Select options={employeeFields.map((field) => ({ value: field.vModel, label: field.label }))} />
        </Form.Item>
      ) : null}
      {isApprover ? (
        <>
          <Form.Item name="mode" label={t('field.mode')}>
            <Radio.Group
              options={(['sequential', 'allOf', 'anyOf'] as const).map((value) => ({
                value,
                label: t(`mode.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="whenNobody" label={t('field.whenNobody')}>
            <Radio.Group
              options={(['autoPass', 'toAdmin'] as const).map((value) => ({
                value,
                label: t(`nobody.${value}`),
              }))}
            />
          </Form.Item>
        </>
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }}>
        <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{t('field.fieldRights')}</legend>
        {form.fields.length === 0 ? t('rights.empty') : null}
        {form.fields.map((field) => (
          <div key={field.vModel} style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
            <span style={{ flex: 1 }} id={`right-${node.id}-${field.vModel}`}>
              {field.label}
            </span>
            <Form.Item name={['fieldRights', field.vModel]} noStyle>
              <Radio.Group
                aria-labelledby={`right-${node.id}-${field.vModel}`}
                optionType="button"
                size="small"
                options={(['edit', 'read', 'hidden'] as const).map((value) => ({
                  value,
                  label: t(`right.${value}`),
                }))}
              />
            </Form.Item>
          </div>
        ))}
      </fieldset>
      {isApprover ? (
        <>
          <Space wrap align="start">
            <Form.Item name="remindAfterHours" label={t('field.remindAfterHours')}>
              <Select style={{ width: 140 }} options={hourOptions(REMIND_HOURS)} />
            </Form.Item>
            <Form.Item name="limitHours" label={t('field.limitHours')}>
              <Select style={{ width: 140 }} options={hourOptions(LIMIT_HOURS)} />
            </Form.Item>
            {limitHours ? (
              <Form.Item name="onTimeout" label={t('field.onTimeout')}>
                <Select
                  style={{ width: 140 }}
                  options={(['none', 'approve', 'reject', 'escalate'] as const).map((value) => ({
                    value,
                    label: t(`timeout.${value}`),
                  }))}
                />
              </Form.Item>
            ) : null}
          </Space>
          {limitHours && onTimeout === 'escalate' ? (
            <Form.Item name="escalateToUserId" label={t('field.escalateTo')}>
              <ReferencePicker source="user" />
            </Form.Item>
          ) : null}
          <Space size="large" wrap>
            <Form.Item name="allowBatch" label={t('field.allowBatch')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="allowTransfer" label={t('field.allowTransfer')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="allowAddSigner" label={t('field.allowAddSigner')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      ) : null}
    </Form>
  );
}
