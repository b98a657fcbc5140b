import { flwApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { DemoSeedContext } from '../../platform/modules/server-module.js';
import { roles } from '../admin/admin.tables.js';
import { approvalProcesses, approvalProcessVersions } from './process.tables.js';

const leader = (id: string, name: string) => ({
  id,
  type: 'approver',
  name,
  assignees: { kind: 'leader', levels: 1 },
  whenNobody: 'toAdmin',
});

/**
 * The demo organization's processes, published (version 1) and enabled: 报销 with a condition on
 * the amount, 请假 to the direct leader, and 通用审批 whose approver the initiator picks. Labels
 * are what an administrator would type, so they are data, not i18n keys.
 */
function demoProcesses(financeRoleId: number) {
  const finance = { kind: 'roles', roleIds: [financeRoleId] };
  return [
    {
      name: '报销',
      category: 'finance',
      icon: 'wallet',
      description: '差旅、招待等费用报销，超过 5000 元需财务审批',
      form: {
        fields: [
          { tag: 'number', vModel: 'amount', label: '报销金额（元）', required: true, precision: 2, min: 0 },
          { tag: 'textarea', vModel: 'reason', label: '报销事由', required: true, rows: 3, maxLength: 500 },
          {
            tag: 'subForm',
            vModel: 'receipts',
            label: '票据明细',
            mode: 'horizontal',
            addButton: true,
            deleteButton: true,
            canEdit: true,
            children: [
              { tag: 'input', vModel: 'item', label: '费用项目', required: true },
              { tag: 'number', vModel: 'money', label: '金额（元）', precision: 2, min: 0 },
              { tag: 'upload', vModel: 'file', label: '票据', limit: 5, fileSize: 5, accept: 'image/*,.pdf' },
            ],
          },
        ],
      },
      flow: {
        nodes: [
          {
            id: 'amount-check',
            type: 'condition',
            name: '金额判断',
            branches: [
              {
                id: 'over-5000',
                name: '金额大于 5000',
                conditions: [{ kind: 'field', field: 'amount', operator: 'gt', value: '5000' }],
                nodes: [
                  leader('large-leader', '直属主管'),
                  { id: 'finance', type: 'approver', name: '财务', assignees: finance, mode: 'anyOf' },
                ],
              },
              { id: 'otherwise', name: '其他情况', isDefault: true, nodes: [leader('leader', '直属主管')] },
            ],
          },
          { id: 'cc-finance', type: 'cc', name: '抄送财务', assignees: finance },
        ],
      },
    },
    {
      name: '请假',
      category: 'hr',
      icon: 'calendar',
      description: '事假、病假、年假等，由直属主管审批',
      form: {
        fields: [
          {
            tag: 'select',
            vModel: 'type',
            label: '请假类型',
            required: true,
            dataType: 'static',
            options: [
              { label: '事假', value: 'personal' },
              { label: '病假', value: 'sick' },
              { label: '年假', value: 'annual' },
              { label: '调休', value: 'compensatory' },
            ],
          },
          { tag: 'dateRange', vModel: 'period', label: '请假时间', required: true },
          { tag: 'number', vModel: 'days', label: '请假天数', required: true, precision: 1, min: 0.5 },
          { tag: 'textarea', vModel: 'reason', label: '请假事由', rows: 3, maxLength: 500 },
        ],
      },
      flow: { nodes: [{ ...leader('leader', '直属主管'), allowBatch: true }] },
    },
    {
      name: '通用审批',
      category: 'office',
      icon: 'audit',
      description: '没有专门流程的事项，由发起人选择审批人',
      form: {
        fields: [
          { tag: 'textarea', vModel: 'content', label: '申请内容', required: true, rows: 4, maxLength: 1000 },
          { tag: 'upload', vModel: 'attachments', label: '附件', limit: 10, fileSize: 10 },
        ],
      },
      flow: {
        nodes: [
          {
            id: 'chosen',
            type: 'approver',
            name: '审批人',
            assignees: { kind: 'initiatorChoice', multiple: true },
            mode: 'sequential',
          },
        ],
      },
    },
  ];
}

/** Writes a draft and its version 1, published and enabled, as publishing would; answers its id. */
export async function seedPublished(
  tx: Db,
  orgId: number,
  createdBy: number | null,
  input: unknown,
): Promise<number> {
  const draft = flwApi.processDraft.parse(input);
  const [process] = await tx
    .insert(approvalProcesses)
    .values({ ...draft, orgId, createdBy, publishedVersion: 1, draftChanged: false })
    .returning({ id: approvalProcesses.id });
  await tx.insert(approvalProcessVersions).values({
    orgId,
    processId: process!.id,
    version: 1,
    name: draft.name,
    category: draft.category,
    starters: draft.starters,
    form: draft.form,
    flow: draft.flow,
    settings: draft.settings,
    publishedBy: createdBy,
  });
  return process!.id;
}

export async function seedDemoProcesses({ tx, orgId, userIds }: DemoSeedContext): Promise<void> {
  const [financeRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.code, 'finance')));
  if (!financeRole) throw new Error('the demo finance role is missing');
  for (const process of demoProcesses(financeRole.id))
    await seedPublished(tx, orgId, userIds.get('admin') ?? null, process);
}
