import { and, eq } from 'drizzle-orm';
import { approvalBindings } from '../../platform/approvals/approval-bindings.tables.js';
import type { DemoSeedContext } from '../../platform/modules/server-module.js';
import { roles } from '../admin/admin.tables.js';
import { seedPublished } from './process-demo-seed.js';

/** Nobody starts these by hand: only their approval point does. */
const NOBODY = { everyone: false, departmentIds: [], roleIds: [], userIds: [] };

/**
 * The demo organization's business approvals (docs/approvals.md "Bindings"): reversing a receipt
 * worth more than 10,000.00 yuan goes to finance, a bulk 客户转移 of more than 20 customers to
 * the requester's leader, a sale order discounted below its customer's rate or above 500,000.00
 * yuan to the salesperson's leader, and receiving a return worth more than 50,000.00 yuan to
 * finance. The forms have the keys the points fill in (read-only at every node, as fields not named are).
 */
export async function seedDemoApprovalBindings({ tx, orgId, userIds }: DemoSeedContext): Promise<void> {
  const admin = userIds.get('admin') ?? null;
  const [financeRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.code, 'finance')));
  if (!financeRole) throw new Error('the demo finance role is missing');
  const finance = {
    id: 'finance',
    type: 'approver',
    name: '财务审批',
    assignees: { kind: 'roles', roleIds: [financeRole.id] },
    mode: 'anyOf',
    whenNobody: 'toAdmin',
  };
  const leader = {
    id: 'leader',
    type: 'approver',
    name: '直属主管',
    assignees: { kind: 'leader', levels: 1 },
    whenNobody: 'toAdmin',
  };
  /** A business process nobody starts by hand: its form (the keys its point fills in) and one approver node. */
  const oneApproverProcess = (
    node: Record<string, unknown>,
    process: { name: string; icon: string; description: string; fields: Record<string, unknown>[] },
  ) =>
    seedPublished(tx, orgId, admin, {
      name: process.name,
      category: 'business',
      icon: process.icon,
      description: process.description,
      starters: NOBODY,
      form: { fields: process.fields },
      flow: { nodes: [node] },
    });
  const reversal = await oneApproverProcess(finance, {
    name: '入库单冲销审批',
    icon: 'audit',
    description: '冲销金额超过阈值的入库单，由财务审批后自动冲销',
    fields: [
      { tag: 'input', vModel: 'documentNo', label: '入库单号' },
      { tag: 'input', vModel: 'amount', label: '入库金额（元）' },
      { tag: 'input', vModel: 'warehouse', label: '仓库' },
      { tag: 'input', vModel: 'supplier', label: '供应商' },
    ],
  });
  const transfer = await oneApproverProcess(leader, {
    name: '客户批量转移审批',
    icon: 'team',
    description: '一次转移超过阈值的客户，由申请人的直属主管审批后自动转移',
    fields: [
      { tag: 'input', vModel: 'toUser', label: '接收人' },
      { tag: 'number', vModel: 'count', label: '客户数' },
      { tag: 'textarea', vModel: 'customers', label: '客户', rows: 3 },
      { tag: 'textarea', vModel: 'reason', label: '转移原因', rows: 2 },
    ],
  });
  // A sale order cut below the customer's discount rate (any line: threshold 0), or above
  // 500,000.00 yuan, goes to the salesperson's leader before it may be confirmed.
  const saleOrder = await oneApproverProcess(leader, {
    name: '销售订单审批',
    icon: 'shopping',
    description: '折扣低于客户折扣率或金额超过阈值的销售订单，由直属主管审批后自动提交',
    fields: [
      { tag: 'input', vModel: 'documentNo', label: '订单号' },
      { tag: 'input', vModel: 'customer', label: '客户' },
      { tag: 'input', vModel: 'amount', label: '订单金额（元）' },
      { tag: 'input', vModel: 'customerRate', label: '客户折扣率' },
      { tag: 'number', vModel: 'count', label: '低于折扣率的行数' },
    ],
  });
  // 退货单收货 above 50,000.00 yuan (high: the e2e journey's one-fitting return passes without it).
  const returnReceive = await oneApproverProcess(finance, {
    name: '退货收货审批',
    icon: 'shopping',
    description: '退货金额超过阈值的退货单，由财务审批后自动收货、退款',
    fields: [
      { tag: 'input', vModel: 'documentNo', label: '退货单号' },
      { tag: 'input', vModel: 'amount', label: '退货金额（元）' },
      { tag: 'textarea', vModel: 'reason', label: '退货原因', rows: 2 },
    ],
  });
  const bindings = [
    { point: 'stockReceipt.reverse', processId: reversal, threshold: 1_000_000 },
    { point: 'customer.bulkTransfer', processId: transfer, threshold: 20 },
    { point: 'saleOrder.submit.discount', processId: saleOrder, threshold: 0 },
    { point: 'saleOrder.submit.amount', processId: saleOrder, threshold: 50_000_000 },
    { point: 'returnOrder.receive', processId: returnReceive, threshold: 5_000_000 },
  ];
  await tx
    .insert(approvalBindings)
    .values(bindings.map((binding) => ({ ...binding, orgId, enabled: true, updatedBy: admin })));
}
