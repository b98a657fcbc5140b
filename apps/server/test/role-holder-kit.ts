import type { rolesApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loginAs } from './harness.js';

/**
 * A role made through the role editor (its grants and data-scope choices, as an administrator
 * saves them) and a new user holding only it, signed in: answers the user's headers and id.
 */
export async function roleHolder(
  app: FastifyInstance,
  admin: Record<string, string>,
  code: string,
  permissionKeys: string[],
  dataScopes: rolesApi.RoleDataScope[] = [],
) {
  const role = await app.inject({
    method: 'POST',
    url: '/erp/admin/role',
    headers: admin,
    payload: { name: `角色 ${code}`, code, permissionKeys, dataScopes },
  });
  expect(role.statusCode, role.body).toBe(200);
  const user = await app.inject({
    method: 'POST',
    url: '/erp/admin/user',
    headers: admin,
    payload: { username: code, name: code, password: 'holder-pass-1', roleIds: [role.json().data.id] },
  });
  expect(user.statusCode, user.body).toBe(200);
  return { userId: user.json().data.id as number, headers: await loginAs(app, code, 'holder-pass-1') };
}
