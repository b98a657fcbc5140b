import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';
import { CALL_BINDING_ORDINARY_PHONE, CALL_BINDING_SOFT_PHONE } from '../rules/constants.js';

/**
 * The built-in call toolbar's login (spec §2.9, §4 Call tool, §5 Call login): the signed-in agent
 * logs their seat in with the agent token of their ticket (GET /erp/call/ticket), as a soft phone
 * (3) or on an ordinary phone (1). One toolbar login per seat and per agent: a newer one replaces
 * the older and the older receives call.kickout. A seat answers ONLINE while a login holds it.
 */

export const toolbarLoginBody = z.object({
  /** The agent token of the caller's latest ticket; '' is refused with 令牌为空. */
  agentToken: z.string().trim().max(200),
  bindType: z.union([z.literal(CALL_BINDING_SOFT_PHONE), z.literal(CALL_BINDING_ORDINARY_PHONE)]),
  /** The bound phone an ordinary-phone login rings; '' is refused with 登录手机号为空. */
  bindTel: z.string().trim().max(32).optional(),
  /**
   * Chosen by the browser tab that logs in; echoed as call.kickout's byLoginId so that tab ignores
   * the kick-out its own login sends to the agent's other tabs.
   */
  loginId: z.string().trim().max(64).optional(),
});
export type ToolbarLoginBody = z.infer<typeof toolbarLoginBody>;

/** The caller's toolbar login. */
export const toolbarSession = z.object({
  cno: z.string(),
  bindType: z.union([z.literal(CALL_BINDING_SOFT_PHONE), z.literal(CALL_BINDING_ORDINARY_PHONE)]),
  bindTel: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` (China time). */
  loginTime: z.string(),
});
export type ToolbarSession = z.infer<typeof toolbarSession>;

export const toolbarLogin = defineEndpoint({
  method: 'POST',
  path: '/erp/call/toolbar/login',
  access: SIGNED_IN,
  summary:
    "Logs the caller's seat (the ticket's cno) into the built-in toolbar; replaces the seat's and the caller's older login (call.kickout to it) and sends call.agentStatus loginStatus 1.",
  body: toolbarLoginBody,
  answer: toolbarSession,
});

export const toolbarLogout = defineEndpoint({
  method: 'POST',
  path: '/erp/call/toolbar/logout',
  access: SIGNED_IN,
  summary:
    'Logs the caller out of the toolbar (签出), sending call.agentStatus loginStatus 0; nothing to do when they were not logged in.',
  answer: z.null(),
});

export const toolbarState = defineEndpoint({
  method: 'GET',
  path: '/erp/call/toolbar/state',
  access: SIGNED_IN,
  summary: "The caller's toolbar login, or null when logged out (a reloaded page restores its toolbar).",
  answer: toolbarSession.nullable(),
});
