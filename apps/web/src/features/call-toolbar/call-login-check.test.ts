import { describe, expect, it } from 'vitest';
import { callLoginError } from './call-login-check';

const info = { agentToken: 'token', userMobile: '13800000004', cno: '1001' };

describe('call login checks (spec §5)', () => {
  it('checks the agent token first, whatever the binding', () => {
    expect(callLoginError(null, 3, '')).toBe('tokenEmpty');
    expect(callLoginError({ ...info, agentToken: '' }, 3, '')).toBe('tokenEmpty');
    expect(callLoginError({ ...info, agentToken: ' ', cno: '' }, 1, '')).toBe('tokenEmpty');
  });

  it('needs the seat number for a soft phone (3), not the bound phone', () => {
    expect(callLoginError({ ...info, cno: '' }, 3, '13800000004')).toBe('seatEmpty');
    expect(callLoginError({ ...info, userMobile: '' }, 3, '')).toBeNull();
  });

  it('needs the bound phone for an ordinary phone (1), not the seat number', () => {
    expect(callLoginError(info, 1, '')).toBe('mobileEmpty');
    expect(callLoginError(info, 1, '  ')).toBe('mobileEmpty');
    expect(callLoginError({ ...info, cno: '' }, 1, '13800000004')).toBeNull();
  });
});
