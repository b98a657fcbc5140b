import { describe, expect, it } from 'vitest';
import { type ApprovalFlow, approvalFlow } from './approval-flow.js';
import { flowProblems } from './approval-flow-check.js';
import type { StoredFormDefinition } from './form-definition.js';

const form: StoredFormDefinition = {
  fields: [
    { tag: 'number', vModel: 'amount', label: '金额' },
    { tag: 'textarea', vModel: 'reason', label: '事由' },
    { tag: 'employee', vModel: 'manager', label: '经办人' },
    {
      tag: 'subForm',
      vModel: 'receipts',
      label: '票据',
      children: [{ tag: 'upload', vModel: 'file', label: '附件' }],
    },
  ],
};

const approver = (id: string, extra: object = {}) => ({
  id,
  type: 'approver',
  name: '审批人',
  assignees: { kind: 'leader', levels: 1 },
  ...extra,
});

const flowOf = (nodes: unknown[]): ApprovalFlow => approvalFlow.parse({ nodes });

const branching = (defaults: [boolean, boolean], condition: object) => ({
  id: 'c1',
  type: 'condition',
  name: '条件',
  branches: [
    { id: 'b1', name: '大额', isDefault: defaults[0], conditions: [condition], nodes: [approver('a2')] },
    { id: 'b2', name: '其他', isDefault: defaults[1], nodes: [] },
  ],
});

const amountOver = (value: string, field = 'amount', operator = 'gt') => ({
  kind: 'field',
  field,
  operator,
  value,
});

const codes = (flow: ApprovalFlow) => flowProblems(flow, form).map((problem) => problem.code);

describe('flowProblems', () => {
  it('passes a valid flow with a condition on the amount and a CC to an employee field', () => {
    const flow = flowOf([
      approver('a1', { fieldRights: { amount: 'read', receipts: 'hidden' } }),
      branching([false, true], amountOver('5000.50')),
      { id: 'cc1', type: 'cc', name: '抄送', assignees: { kind: 'formField', field: 'manager' } },
    ]);
    expect(flowProblems(flow, form)).toEqual([]);
  });

  it('refuses a flow without an approver node, even inside branches', () => {
    expect(codes(flowOf([]))).toEqual(['noApprover']);
    expect(
      codes(flowOf([{ id: 'cc', type: 'cc', name: 'x', assignees: { kind: 'leader', levels: 1 } }])),
    ).toEqual(['noApprover']);
    expect(codes(flowOf([branching([false, true], amountOver('1'))]))).toEqual([]);
  });

  it('finds duplicated node and branch ids, pointing at the second one', () => {
    const problems = flowProblems(
      flowOf([approver('a1'), branching([false, true], amountOver('1')), approver('a2')]),
      form,
    );
    expect(problems).toEqual([{ code: 'duplicateId', path: 'flow.nodes.2.id', nodeId: 'a2', name: 'a2' }]);
    const branchClash = flowOf([approver('b1'), branching([false, true], amountOver('1'))]);
    expect(codes(branchClash)).toEqual(['duplicateId']);
  });

  it('needs exactly one default branch per condition node', () => {
    expect(codes(flowOf([approver('a1'), branching([false, false], amountOver('1'))]))).toEqual([
      'defaultBranch',
    ]);
    expect(codes(flowOf([approver('a1'), branching([true, true], amountOver('1'))]))).toEqual([
      'defaultBranch',
    ]);
  });

  it('refuses fields the form does not have, in conditions, rights and form-field rules', () => {
    const problems = flowProblems(
      flowOf([
        approver('a1', { fieldRights: { gone: 'edit' }, assignees: { kind: 'formField', field: 'nobody' } }),
        branching([false, true], amountOver('1', 'missing', 'eq')),
      ]),
      form,
    );
    expect(problems.map((problem) => [problem.code, problem.path])).toEqual([
      ['unknownField', 'flow.nodes.0.fieldRights.gone'],
      ['unknownField', 'flow.nodes.0.assignees.field'],
      ['unknownField', 'flow.nodes.1.branches.0.conditions.0.field'],
    ]);
  });

  it('takes the approver from an employee field only', () => {
    const flow = flowOf([approver('a1', { assignees: { kind: 'formField', field: 'reason' } })]);
    expect(flowProblems(flow, form)).toEqual([
      { code: 'notEmployeeField', path: 'flow.nodes.0.assignees.field', nodeId: 'a1', name: '事由' },
    ]);
  });

  it('compares numerically only a number field with a decimal value', () => {
    expect(codes(flowOf([approver('a1'), branching([false, true], amountOver('1', 'reason'))]))).toEqual([
      'notNumberField',
    ]);
    for (const bad of ['', 'abc', '1e5', '5,000', '1.1234567'])
      expect(codes(flowOf([approver('a1'), branching([false, true], amountOver(bad))]))).toEqual([
        'notDecimal',
      ]);
    for (const good of ['0', '-3', '5000', '0.000001'])
      expect(codes(flowOf([approver('a1'), branching([false, true], amountOver(good))]))).toEqual([]);
    // Equality and `contains` work on any field.
    expect(
      codes(flowOf([approver('a1'), branching([false, true], amountOver('x', 'reason', 'contains'))])),
    ).toEqual([]);
  });
});
