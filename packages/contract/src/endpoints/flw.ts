import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { optionalFilter } from '../zod-kit.js';

/** Approvals (flw). Only what the form renderer's related-approval select needs so far. */

/** `YYYY-MM-DD HH:mm:ss` (spec §9's date-time format) or a bare `YYYY-MM-DD`. */
export const CREATE_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/;
const createTime = optionalFilter(z.string().trim().regex(CREATE_TIME_PATTERN));

export const approvalInstanceRow = z.object({
  instanceNo: z.string(),
  processName: z.string(),
  category: z.string(),
  status: z.string(),
  createTime: z.string(),
});
export type ApprovalInstanceRow = z.infer<typeof approvalInstanceRow>;

export const myStartedInstancePage = defineEndpoint({
  method: 'GET',
  path: '/erp/flw/instance/my/start/page',
  // The caller's own requests only, and every form's related-approval select reads it.
  access: SIGNED_IN,
  summary:
    'Approval requests the signed-in user started (option source of the related-approval select, spec §7: pageNum=1, pageSize=400). The approvals module does not exist yet: after validating the query this answers an empty page.',
  query: pageQuery
    .extend({
      instanceNo: optionalFilter(z.string().trim().max(64)),
      category: optionalFilter(z.string().trim().max(64)),
      processName: optionalFilter(z.string().trim().max(64)),
      startCreateTime: createTime,
      endCreateTime: createTime,
    })
    .refine(
      // Both formats sort as text, so a plain comparison orders them.
      (query) =>
        !query.startCreateTime || !query.endCreateTime || query.startCreateTime <= query.endCreateTime,
      { path: ['endCreateTime'], params: { messageKey: 'validation.timeRange' } },
    ),
  answer: page(approvalInstanceRow),
});
