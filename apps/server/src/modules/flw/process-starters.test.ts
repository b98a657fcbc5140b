import { describe, expect, it } from 'vitest';
import { mayStart } from './process-starters.js';

const nobody = { everyone: false, departmentIds: [], roleIds: [], userIds: [] };
// Member 7 holds roles 3 and 4, in department 12 under 10 under 1.
const member = { userId: 7, roleIds: [3, 4], departmentPath: [12, 10, 1] };

describe('mayStart', () => {
  it('lets everyone start when the process says so', () => {
    expect(mayStart({ ...nobody, everyone: true }, member)).toBe(true);
    expect(mayStart({ ...nobody, everyone: true }, { userId: 8, roleIds: [], departmentPath: [] })).toBe(
      true,
    );
  });

  it('holds a named user, a holder of a named role, and a member of a named department or one under it', () => {
    expect(mayStart({ ...nobody, userIds: [7] }, member)).toBe(true);
    expect(mayStart({ ...nobody, roleIds: [4] }, member)).toBe(true);
    expect(mayStart({ ...nobody, departmentIds: [12] }, member)).toBe(true);
    expect(mayStart({ ...nobody, departmentIds: [1] }, member)).toBe(true);
  });

  it('refuses everybody else', () => {
    expect(mayStart(nobody, member)).toBe(false);
    expect(mayStart({ ...nobody, userIds: [8], roleIds: [5], departmentIds: [11] }, member)).toBe(false);
    // A department below the member's own does not hold them.
    expect(mayStart({ ...nobody, departmentIds: [13] }, { ...member, departmentPath: [12] })).toBe(false);
    expect(mayStart({ ...nobody, departmentIds: [12] }, { ...member, departmentPath: [] })).toBe(false);
  });
});
