import type { ApprovalFlow, BranchCondition, FlowNode } from './approval-flow.js';
import type { StoredFormDefinition, StoredFormField } from './form-definition.js';

/**
 * What is wrong with a flow beyond its shape, against the form it runs on. The designer shows
 * these while drawing; publishing refuses a draft that has any (a 400 whose field errors are
 * these, localized by `code`). Pure: no database, so both sides run the same check.
 */
export const FLOW_PROBLEM_CODES = [
  /** Two nodes or branches share an id. */
  'duplicateId',
  /** A condition node without exactly one default branch. */
  'defaultBranch',
  /** No approver node anywhere in the flow. */
  'noApprover',
  /** A condition, field right or form-field rule names a field the form does not have. */
  'unknownField',
  /** An assignee rule `formField` names a field that is not an employee field. */
  'notEmployeeField',
  /** gt/gte/lt/lte on a field that is not a number field. */
  'notNumberField',
  /** gt/gte/lt/lte with a value that is not a decimal number. */
  'notDecimal',
] as const;
export type FlowProblemCode = (typeof FLOW_PROBLEM_CODES)[number];

export interface FlowProblem {
  code: FlowProblemCode;
  /** Where, as a field-error path under the draft (`flow.nodes.1.branches.0.conditions.0.value`). */
  path: string;
  /** The node the problem is on (absent for the whole flow). */
  nodeId?: string;
  /** The node's name, the form field key or the duplicated id, for the message. */
  name?: string;
}

const NUMERIC_OPERATORS = new Set(['gt', 'gte', 'lt', 'lte']);
/** A decimal as typed in a condition: `5000`, `-1.5`, `0.25`. */
export const CONDITION_DECIMAL_PATTERN = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The form's top-level fields by key (a sub-form's own fields are not addressed separately). */
const fieldsByKey = (form: StoredFormDefinition) =>
  new Map<string, StoredFormField>(form.fields.map((field) => [field.vModel, field]));

export function flowProblems(flow: ApprovalFlow, form: StoredFormDefinition): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const fields = fieldsByKey(form);
  const seenIds = new Set<string>();
  let approvers = 0;

  const checkId = (id: string, path: string, nodeId?: string) => {
    if (seenIds.has(id)) problems.push({ code: 'duplicateId', path, nodeId, name: id });
    seenIds.add(id);
  };
  const checkRights = (node: FlowNode & { fieldRights: Record<string, unknown> }, path: string) => {
    for (const key of Object.keys(node.fieldRights)) {
      if (!fields.has(key))
        problems.push({
          code: 'unknownField',
          path: `${path}.fieldRights.${key}`,
          nodeId: node.id,
          name: key,
        });
    }
  };
  const checkCondition = (condition: BranchCondition, path: string, nodeId: string) => {
    if (condition.kind !== 'field') return;
    const field = fields.get(condition.field);
    if (!field) {
      problems.push({ code: 'unknownField', path: `${path}.field`, nodeId, name: condition.field });
      return;
    }
    if (!NUMERIC_OPERATORS.has(condition.operator)) return;
    if (field.tag !== 'number')
      problems.push({ code: 'notNumberField', path: `${path}.operator`, nodeId, name: field.label });
    else if (!CONDITION_DECIMAL_PATTERN.test(condition.value.trim()))
      problems.push({ code: 'notDecimal', path: `${path}.value`, nodeId, name: field.label });
  };

  const walk = (nodes: readonly FlowNode[], path: string) => {
    nodes.forEach((node, index) => {
      const at = `${path}.${index}`;
      checkId(node.id, `${at}.id`, node.id);
      if (node.type === 'approver' || node.type === 'cc') {
        if (node.type === 'approver') approvers += 1;
        checkRights(node, at);
        const rule = node.assignees;
        if (rule.kind === 'formField') {
          const field = fields.get(rule.field);
          const rulePath = `${at}.assignees.field`;
          if (!field)
            problems.push({ code: 'unknownField', path: rulePath, nodeId: node.id, name: rule.field });
          else if (field.tag !== 'employee')
            problems.push({ code: 'notEmployeeField', path: rulePath, nodeId: node.id, name: field.label });
        }
        return;
      }
      if (node.type === 'condition' && node.branches.filter((branch) => branch.isDefault).length !== 1)
        problems.push({ code: 'defaultBranch', path: `${at}.branches`, nodeId: node.id, name: node.name });
      const branches: readonly { id: string; nodes: FlowNode[]; conditions?: BranchCondition[] }[] =
        node.branches;
      branches.forEach((branch, branchIndex) => {
        const branchPath = `${at}.branches.${branchIndex}`;
        checkId(branch.id, `${branchPath}.id`, node.id);
        branch.conditions?.forEach((condition, conditionIndex) => {
          checkCondition(condition, `${branchPath}.conditions.${conditionIndex}`, node.id);
        });
        walk(branch.nodes, `${branchPath}.nodes`);
      });
    });
  };

  walk(flow.nodes, 'flow.nodes');
  if (approvers === 0) problems.push({ code: 'noApprover', path: 'flow.nodes' });
  return problems;
}
