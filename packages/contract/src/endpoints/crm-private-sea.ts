import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { emptyToUndefined, idParams, queryRecordId, recordId, recordVersion } from '../zod-kit.js';

/**
 * Private-sea rules (私海规则, issue 4): per department (covering its subtree; the nearest rule
 * wins) or as the organization's default. They cap what a person holds and claims, and a daily
 * recall job puts held customers back into the public pool after too long without a follow-up
 * or a deal. A null limit means "no limit".
 */

export const PRIVATE_SEA_NAME_MAX = 50;
export const PRIVATE_SEA_DAYS_MAX = 3650;
export const PRIVATE_SEA_COUNT_MAX = 100_000;
/** How many customers per owner the dry run names (the counts cover them all). */
export const RECALL_PREVIEW_SAMPLE = 5;

const limit = (max: number) =>
  z.preprocess(emptyToUndefined, z.number().int().min(1).max(max).nullable().default(null));
const days = limit(PRIVATE_SEA_DAYS_MAX);
const count = limit(PRIVATE_SEA_COUNT_MAX);

const ruleFields = z.object({
  name: z.string().trim().min(1).max(PRIVATE_SEA_NAME_MAX),
  /** null: the organization's default rule. */
  departmentId: z.preprocess(emptyToUndefined, recordId.nullable().default(null)),
  maxHeld: count,
  recallNoFollowUpDays: days,
  recallNoDealDays: days,
  remindDaysBefore: days,
  reclaimCooldownDays: days,
  dailyClaimLimit: count,
  enabled: z.boolean().default(true),
  remark: z.string().trim().max(500).default(''),
});

/** A reminder needs a recall to come before, and comes strictly before it (K < N and K < M). */
function checkReminder(rule: z.output<typeof ruleFields>, context: z.RefinementCtx) {
  const k = rule.remindDaysBefore;
  if (k === null) return;
  const recalls = [rule.recallNoFollowUpDays, rule.recallNoDealDays].filter((n): n is number => n !== null);
  if (recalls.length === 0 || recalls.some((n) => k >= n))
    context.addIssue({
      code: 'custom',
      path: ['remindDaysBefore'],
      params: { messageKey: 'privateSea.remindBeforeRecall' },
    });
}

export const privateSeaRuleBody = ruleFields.superRefine(checkReminder);
export const privateSeaRuleUpdateBody = ruleFields
  .extend({ version: recordVersion })
  .superRefine(checkReminder);
export type PrivateSeaRuleInput = z.input<typeof privateSeaRuleBody>;

export const privateSeaRule = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  /** '' for the organization default. */
  departmentName: z.string(),
  maxHeld: z.number().int().nullable(),
  recallNoFollowUpDays: z.number().int().nullable(),
  recallNoDealDays: z.number().int().nullable(),
  remindDaysBefore: z.number().int().nullable(),
  reclaimCooldownDays: z.number().int().nullable(),
  dailyClaimLimit: z.number().int().nullable(),
  enabled: z.boolean(),
  remark: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type PrivateSeaRule = z.infer<typeof privateSeaRule>;

const base = '/erp/crm/privateSea/rule';

export const privateSeaRulePage = defineEndpoint({
  method: 'GET',
  path: `${base}/page`,
  access: permission('privateSeaRuleList:query'),
  summary: 'Private-sea rules of the organization, the default first, then newest first; name contains.',
  query: pageQuery.extend({
    name: z.preprocess(emptyToUndefined, z.string().trim().max(PRIVATE_SEA_NAME_MAX).optional()),
  }),
  answer: page(privateSeaRule),
});

export const privateSeaRuleGet = defineEndpoint({
  method: 'GET',
  path: `${base}/:id`,
  access: permission('privateSeaRuleDetail:get'),
  summary: 'One private-sea rule.',
  params: idParams,
  answer: privateSeaRule,
});

export const privateSeaRuleCreate = defineEndpoint({
  method: 'POST',
  path: base,
  access: permission('privateSeaRuleList:add'),
  summary: 'Adds a rule for a department (one each) or the organization default (one).',
  body: privateSeaRuleBody,
  answer: privateSeaRule,
});

export const privateSeaRuleUpdate = defineEndpoint({
  method: 'PUT',
  path: `${base}/:id`,
  access: permission('privateSeaRuleDetail:update'),
  summary: 'Changes a rule (optimistic: the version read).',
  params: idParams,
  body: privateSeaRuleUpdateBody,
  answer: privateSeaRule,
});

export const privateSeaRuleEnable = defineEndpoint({
  method: 'PUT',
  path: `${base}/:id/enable`,
  access: permission('privateSeaRuleList:enable'),
  summary: 'Turns a rule on.',
  params: idParams,
  answer: privateSeaRule,
});

export const privateSeaRuleDisable = defineEndpoint({
  method: 'PUT',
  path: `${base}/:id/disable`,
  access: permission('privateSeaRuleList:disable'),
  summary: 'Turns a rule off: its customers fall under the next rule up (or none).',
  params: idParams,
  answer: privateSeaRule,
});

export const privateSeaRuleDelete = defineEndpoint({
  method: 'DELETE',
  path: `${base}/:id`,
  access: permission('privateSeaRuleList:delete'),
  summary: 'Deletes a rule (soft).',
  params: idParams,
  answer: z.null(),
});

export const departmentOption = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
});
export type DepartmentOption = z.infer<typeof departmentOption>;

export const privateSeaDepartments = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/privateSea/department/options',
  access: permission('privateSeaRuleDetail:get'),
  summary: "The organization's departments, for the rule form's department picker.",
  answer: z.array(departmentOption),
});

/** Why a customer is (or will be) recalled: which limit of its rule it passes. */
export const RECALL_CAUSES = ['noFollowUp', 'noDeal'] as const;
export type RecallCause = (typeof RECALL_CAUSES)[number];

/**
 * A recall reason as a message key and its parameters, rendered in the reader's language. The
 * recall stores it as JSON in the 'recalled' timeline row's reason (rows written before hold plain
 * text, shown as-is: see parseRecallReason).
 */
export const recallReason = z.object({
  key: z.enum(RECALL_CAUSES),
  params: z.object({ rule: z.string(), days: z.number().int() }),
});
export type RecallReason = z.infer<typeof recallReason>;

/** The structured reason of a 'recalled' timeline row, or null for a plain-text (older) reason. */
export function parseRecallReason(text: string): RecallReason | null {
  if (!text.startsWith('{')) return null;
  try {
    const parsed = recallReason.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const recallCustomer = z.object({
  id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  reason: recallReason,
});

export const recallOwner = z.object({
  ownerUserId: z.number().int(),
  ownerName: z.string(),
  ownerDepartmentId: z.number().int().nullable(),
  count: z.number().int(),
  /** The first few (lowest ids). */
  customers: z.array(recallCustomer),
});
export type RecallOwner = z.infer<typeof recallOwner>;

export const recallPreview = z.object({
  /** The moment the preview evaluates the rules at: this time tomorrow. */
  at: z.string(),
  total: z.number().int(),
  owners: z.array(recallOwner),
});
export type RecallPreview = z.infer<typeof recallPreview>;

export const privateSeaRecallPreview = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/privateSea/recall/preview',
  access: permission('privateSeaRuleList:query'),
  summary:
    "Dry run: per owner in the caller's data scope, what tomorrow's recall would put back (nothing is written).",
  answer: recallPreview,
});

export const recallReminder = z.object({
  customerId: z.number().int(),
  sn: z.string(),
  name: z.string(),
  ownerUserId: z.number().int(),
  ownerName: z.string(),
  ruleName: z.string(),
  /** The limit that comes first (rule name and its days). */
  reason: recallReason,
  recallAt: z.string(),
  daysLeft: z.number().int(),
});
export type RecallReminder = z.infer<typeof recallReminder>;

export const privateSeaReminderPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/privateSea/reminder/page',
  access: permission('customerList:query'),
  summary:
    "Held customers in the caller's data scope within their rule's reminder days of recall, soonest first (customerId: that one only, for the detail's warning).",
  query: pageQuery.extend({
    customerId: z.preprocess(emptyToUndefined, queryRecordId.optional()),
  }),
  answer: page(recallReminder),
});
