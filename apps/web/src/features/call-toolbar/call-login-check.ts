import { CALL_BINDING_ORDINARY_PHONE, CALL_BINDING_SOFT_PHONE, type CallBindType } from '@atrium/contract';
import type { CallToolInfo } from '../../platform/session/session-store';

/** The message keys (namespace callToolbar) of spec §5 Call login. */
export type CallLoginError = 'tokenEmpty' | 'seatEmpty' | 'mobileEmpty';

/**
 * Spec §5 Call login, in this order: an empty agent token gives 令牌为空; a soft phone with an empty
 * seat number 登录坐席工号为空; an ordinary phone with an empty bound phone 登录手机号为空 (the check
 * reads the bound phone, not the seat). null: the login may go ahead.
 */
export function callLoginError(
  info: CallToolInfo | null,
  bindType: CallBindType,
  bindTel: string,
): CallLoginError | null {
  if (!info?.agentToken?.trim()) return 'tokenEmpty';
  if (bindType === CALL_BINDING_SOFT_PHONE && !info.cno?.trim()) return 'seatEmpty';
  if (bindType === CALL_BINDING_ORDINARY_PHONE && !bindTel.trim()) return 'mobileEmpty';
  return null;
}
