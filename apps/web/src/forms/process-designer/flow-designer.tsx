import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type {
  ApprovalFlow,
  ConditionBranch,
  ConditionNode,
  FlowNode,
  FlowProblem,
  ParallelBranch,
  ParallelNode,
  StoredFormDefinition,
} from '@atrium/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Popconfirm from 'antd/es/popconfirm';
import Tooltip from 'antd/es/tooltip';
import { createContext, Fragment, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AddableKind,
  addBranch,
  addNode,
  canRemoveBranch,
  moveBranch,
  type NewNodeNames,
  newNode,
  removeBranch,
  removeNode,
  type Slot,
} from './flow-designer-state';
import './flow-designer.css';
import { type DrawerTarget, FlowNodeDrawer } from './flow-node-drawer';
import { useAssigneeSummary, useConditionSummary } from './node-summary';
import { PROCESS_DESIGNER_NS } from './process-designer-i18n';

interface FlowDesignerProps {
  flow: ApprovalFlow;
  /** The process's form: conditions, field rights and form-field approvers name its fields. */
  form: StoredFormDefinition;
  onChange(flow: ApprovalFlow): void;
  /** flowProblems of the flow: the nodes they are on are outlined. */
  problems?: readonly FlowProblem[];
}

interface DesignerContext {
  flow: ApprovalFlow;
  form: StoredFormDefinition;
  change(next: ApprovalFlow): void;
  open(target: DrawerTarget): void;
  names: NewNodeNames;
  troubled: ReadonlySet<string>;
}
const Designer = createContext<DesignerContext | null>(null);
const useDesigner = () => useContext(Designer)!;

const ADDABLE: readonly AddableKind[] = ['approver', 'cc', 'condition', 'parallel'];

/**
 * 流程设计: the flow as a vertical chain under 发起人 down to 流程结束, DingTalk/Feishu style.
 * "+" between nodes adds 审批人 / 抄送人 / 条件分支 / 并行分支; branches stand side by side;
 * clicking a card opens its settings in a drawer. Every control is a labelled button.
 */
export function FlowDesigner({ flow, form, onChange, problems = [] }: FlowDesignerProps) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const [target, setTarget] = useState<DrawerTarget | null>(null);
  const names = useMemo<NewNodeNames>(
    () => ({
      approver: t('kind.approver'),
      cc: t('kind.cc'),
      condition: t('kind.condition'),
      parallel: t('kind.parallel'),
      conditionBranch: (n) => t('branch.condition', { n }),
      parallelBranch: (n) => t('branch.parallel', { n }),
      defaultBranch: t('branch.default'),
    }),
    [t],
  );
  const troubled = useMemo(
    () => new Set(problems.flatMap((problem) => (problem.nodeId ? [problem.nodeId] : []))),
    [problems],
  );
  const context: DesignerContext = { flow, form, change: onChange, open: setTarget, names, troubled };
  return (
    <Designer.Provider value={context}>
      <section className="pd-canvas" aria-label={t('designer.label')} data-testid="flow-designer">
        <div className="pd-column pd-root">
          <div className="pd-card">
            <div className="pd-card-head pd-head-start">
              <span className="pd-card-name">{t('node.start')}</span>
            </div>
            <div className="pd-card-body">{t('node.startSummary')}</div>
          </div>
          <Chain nodes={flow.nodes} branchId={null} />
          <div className="pd-end">{t('node.end')}</div>
        </div>
      </section>
      <FlowNodeDrawer
        target={target}
        flow={flow}
        form={form}
        onChange={onChange}
        onClose={() => setTarget(null)}
      />
    </Designer.Provider>
  );
}

function Chain({ nodes, branchId }: { nodes: FlowNode[]; branchId: string | null }) {
  return (
    <>
      <AddButton slot={{ branchId, index: 0 }} />
      {nodes.map((node, index) => (
        <Fragment key={node.id}>
          {node.type === 'approver' || node.type === 'cc' ? (
            <NodeCard node={node} />
          ) : (
            <Branches node={node} />
          )}
          <AddButton slot={{ branchId, index: index + 1 }} />
        </Fragment>
      ))}
    </>
  );
}

function AddButton({ slot }: { slot: Slot }) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const { flow, change, names, open } = useDesigner();
  const add = (kind: AddableKind) => {
    const node = newNode(kind, names);
    change(addNode(flow, slot, node));
    if (kind === 'approver' || kind === 'cc') open({ nodeId: node.id });
  };
  return (
    <div className="pd-connector">
      <Dropdown
        trigger={['click']}
        menu={{
          items: ADDABLE.map((kind) => ({ key: kind, label: t(`kind.${kind}`) })),
          onClick: ({ key }) => add(key as AddableKind),
        }}
      >
        <Tooltip title={t('add.label')}>
          <Button
            type="primary"
            shape="circle"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('add.label')}
            data-testid="flow-add"
          />
        </Tooltip>
      </Dropdown>
    </div>
  );
}

function RemoveNodeButton({
  node,
  confirmKey,
}: {
  node: FlowNode;
  confirmKey: 'node.removeConfirm' | 'node.removeBranchesConfirm';
}) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const { flow, change } = useDesigner();
  return (
    <Popconfirm
      title={t(confirmKey, { name: node.name })}
      onConfirm={() => change(removeNode(flow, node.id))}
    >
      <Button
        type="text"
        size="small"
        icon={<DeleteOutlined />}
        aria-label={t('node.remove', { name: node.name })}
      />
    </Popconfirm>
  );
}

function NodeCard({ node }: { node: Extract<FlowNode, { type: 'approver' | 'cc' }> }) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const { form, open, troubled } = useDesigner();
  const summary = useAssigneeSummary(node.assignees, form, t);
  const rule = node.assignees;
  const incomplete =
    (rule.kind === 'users' && rule.userIds.length === 0) ||
    (rule.kind === 'roles' && rule.roleIds.length === 0);
  return (
    <div
      className={`pd-card${troubled.has(node.id) || incomplete ? ' pd-card-problem' : ''}`}
      data-testid={`flow-node-${node.type}`}
    >
      <div className={`pd-card-head pd-head-${node.type}`}>
        <span className="pd-card-name">{node.name}</span>
        <RemoveNodeButton node={node} confirmKey="node.removeConfirm" />
      </div>
      <button
        type="button"
        className="pd-card-body"
        // The visible summary is part of the name (WCAG 2.5.3), after what the button does.
        aria-label={`${t('node.open', { name: node.name })} ${summary}`}
        onClick={() => open({ nodeId: node.id })}
      >
        <span className={incomplete ? 'pd-warn' : undefined}>{summary}</span>
      </button>
    </div>
  );
}

function Branches({ node }: { node: ConditionNode | ParallelNode }) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const { flow, change, names } = useDesigner();
  const branches: (ConditionBranch | ParallelBranch)[] = node.branches;
  return (
    <div className="pd-branches-wrap" data-testid={`flow-node-${node.type}`}>
      <div className="pd-branch-tools">
        <Button size="small" onClick={() => change(addBranch(flow, node.id, names))}>
          {t(node.type === 'condition' ? 'add.branchCondition' : 'add.branchParallel')}
        </Button>
        <RemoveNodeButton node={node} confirmKey="node.removeBranchesConfirm" />
      </div>
      <div className="pd-branches">
        {branches.map((branch, index) => (
          <div className="pd-column pd-branch" key={branch.id}>
            <BranchCard node={node} branch={branch} index={index} />
            <Chain nodes={branch.nodes} branchId={branch.id} />
            <div className="pd-branch-fill" />
          </div>
        ))}
      </div>
    </div>
  );
}

function BranchCard({
  node,
  branch,
  index,
}: {
  node: ConditionNode | ParallelNode;
  branch: ConditionBranch | ParallelBranch;
  index: number;
}) {
  const { t } = useTranslation(PROCESS_DESIGNER_NS);
  const { flow, form, change, open, troubled } = useDesigner();
  const condition = 'conditions' in branch ? branch : null;
  const conditionSummary = useConditionSummary(condition?.conditions ?? [], form, t);
  const isDefault = condition?.isDefault ?? false;
  const summary =
    node.type === 'parallel'
      ? t('branch.parallelSummary')
      : isDefault
        ? t('branch.defaultSummary')
        : conditionSummary || t('branch.noCondition');
  const movable = !isDefault;
  const last =
    index === node.branches.length - 1 || (node.type === 'condition' && index === node.branches.length - 2);
  return (
    <div
      className={`pd-card pd-branch-card${node.type === 'parallel' ? ' pd-parallel' : ''}${troubled.has(node.id) ? ' pd-card-problem' : ''}`}
      data-testid="flow-branch"
    >
      <div className="pd-card-head">
        <span className="pd-card-name">{branch.name}</span>
        {node.type === 'condition' && !isDefault ? (
          <span className="pd-priority">{t('branch.priority', { n: index + 1 })}</span>
        ) : null}
        {movable && index > 0 ? (
          <Button
            type="text"
            size="small"
            icon={<ArrowLeftOutlined />}
            aria-label={t('branch.moveLeft', { name: branch.name })}
            onClick={() => change(moveBranch(flow, node.id, branch.id, -1))}
          />
        ) : null}
        {movable && !last ? (
          <Button
            type="text"
            size="small"
            icon={<ArrowRightOutlined />}
            aria-label={t('branch.moveRight', { name: branch.name })}
            onClick={() => change(moveBranch(flow, node.id, branch.id, 1))}
          />
        ) : null}
        {canRemoveBranch(node, branch.id) ? (
          <Popconfirm
            title={t('branch.removeConfirm', { name: branch.name })}
            onConfirm={() => change(removeBranch(flow, node.id, branch.id))}
          >
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('branch.remove', { name: branch.name })}
            />
          </Popconfirm>
        ) : null}
      </div>
      <button
        type="button"
        className="pd-card-body"
        aria-label={`${t('node.open', { name: branch.name })} ${summary}`}
        onClick={() => open({ nodeId: node.id, branchId: branch.id })}
      >
        <span
          className={!isDefault && node.type === 'condition' && !conditionSummary ? 'pd-warn' : undefined}
        >
          {summary}
        </span>
      </button>
    </div>
  );
}
