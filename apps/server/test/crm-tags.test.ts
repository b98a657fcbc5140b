import { crmTagsApi, customerTagGroupResource, customerTagResource } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { DEMO_CUSTOMER_TAG_GROUPS } from '../src/modules/crm/tags/tags-demo-seed.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/** Customer tag groups and tags: the engine's CRUD plus the rules tags add on top of it. */
const groupApi = customerTagGroupResource.endpoints;
const tagApi = customerTagResource.endpoints;
const GROUPS = customerTagGroupResource.basePath;
const TAGS = customerTagResource.basePath;

let t: TestApp;
let admin: Record<string, string>;
let inBranch: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  inBranch = { ...admin, 'organization-id': String(branch!.id) };
});
afterAll(() => t?.app.close());

const createGroup = (payload: Record<string, unknown>, headers = admin) =>
  call(t.app, groupApi.create.answer, { method: 'POST', url: GROUPS, payload, headers });
const createTag = (payload: Record<string, unknown>, headers = admin) =>
  call(t.app, tagApi.create.answer, { method: 'POST', url: TAGS, payload, headers });
/** A refused write: the error envelope has no answer to parse. */
const refused = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) => {
  const response = await t.app.inject({ method, url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};
const pickerOf = async (headers = admin) =>
  (
    await call(t.app, crmTagsApi.customerTagGroupsWithTags.answer, {
      url: '/erp/crm/customerTagGroup/withTags',
      headers,
    })
  ).body.data;

describe('customer tags: demo data and the picker', () => {
  it('answers every enabled group with its tags, both in sort order', async () => {
    const picker = await pickerOf();
    const demo = picker.filter((group) => DEMO_CUSTOMER_TAG_GROUPS.some(({ name }) => name === group.name));
    expect(demo.map((group) => group.name)).toEqual(DEMO_CUSTOMER_TAG_GROUPS.map((group) => group.name));
    expect(demo[0]).toMatchObject({ name: '客户意向', multiSelect: false });
    expect(demo[0]!.tags.map((tag) => [tag.name, tag.color])).toEqual(DEMO_CUSTOMER_TAG_GROUPS[0]!.tags);
  });

  it('leaves out disabled groups and deleted tags; any signed-in member may ask', async () => {
    const { body: group } = await createGroup({ name: '停用分组', enabled: false });
    const { body: live } = await createGroup({ name: '启用分组', sort: 9000 });
    const { body: tag } = await createTag({ name: '将删除', groupId: live.data.id, color: 'red' });
    await createTag({ name: '保留', groupId: live.data.id, color: 'blue' });
    await refused('DELETE', `${TAGS}/${tag.data.id}?version=1`);
    const picker = await pickerOf(await loginAs(t.app, 'warehouse'));
    expect(picker.some((entry) => entry.id === group.data.id)).toBe(false);
    expect(picker.find((entry) => entry.id === live.data.id)!.tags.map((entry) => entry.name)).toEqual([
      '保留',
    ]);
  });
});

describe('customer tag groups', () => {
  it('creates, updates, pages and deletes a group', async () => {
    const { status, body } = await createGroup({ name: '客户等级', multiSelect: true, sort: 5 });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: '客户等级',
      multiSelect: true,
      sort: 5,
      enabled: true,
      version: 1,
    });
    const id = body.data.id;
    const updated = await call(t.app, groupApi.update.answer, {
      method: 'PUT',
      url: `${GROUPS}/${id}`,
      payload: { name: '客户分级', version: 1 },
      headers: admin,
    });
    expect(updated.body.data).toMatchObject({ name: '客户分级', version: 2 });
    const page = await call(t.app, groupApi.page.answer, { url: `${GROUPS}/page?name=分级`, headers: admin });
    expect(page.body.data.list.map((row) => row.name)).toEqual(['客户分级']);
    expect((await refused('DELETE', `${GROUPS}/${id}?version=2`)).status).toBe(200);
  });

  it('refuses a second live group of the same name, naming the field; a deleted one frees it', async () => {
    const clash = await refused('POST', GROUPS, { name: '客户意向' });
    expect(clash.status).toBe(400);
    expect(clash.body.data.fieldErrors).toEqual([{ path: 'name', message: '该值已存在，不能重复' }]);
    const { body } = await createGroup({ name: '临时分组' });
    await refused('DELETE', `${GROUPS}/${body.data.id}?version=1`);
    expect((await createGroup({ name: '临时分组' })).status).toBe(200);
  });

  it('refuses to delete a group that still has live tags, in the caller locale', async () => {
    const { body: group } = await createGroup({ name: '有标签的分组' });
    const { body: tag } = await createTag({ name: '甲', groupId: group.data.id, color: 'gold' });
    await createTag({ name: '乙', groupId: group.data.id, color: 'lime' });
    const zh = await refused('DELETE', `${GROUPS}/${group.data.id}?version=1`);
    expect(zh).toMatchObject({
      status: 400,
      body: { code: 400, msg: '该分组下还有 2 个标签，请先删除这些标签再删除分组' },
    });
    const en = await refused('DELETE', `${GROUPS}/${group.data.id}?version=1`, undefined, {
      ...admin,
      'accept-language': 'en',
    });
    expect(en.body.msg).toBe('This group still has 2 tag(s); delete them before deleting the group.');

    const [first, second] = (
      await call(t.app, tagApi.page.answer, { url: `${TAGS}/page?groupId=${group.data.id}`, headers: admin })
    ).body.data.list;
    await refused('DELETE', `${TAGS}/${first!.id}?version=${first!.version}`);
    await refused('DELETE', `${TAGS}/${second!.id}?version=${second!.version}`);
    expect((await refused('DELETE', `${GROUPS}/${group.data.id}?version=1`)).status).toBe(200);
    // A tag cannot come back into a deleted group.
    const restore = await refused('POST', `${TAGS}/${tag.data.id}/restore`);
    expect(restore.status).toBe(400);
    expect(restore.body.data.fieldErrors).toEqual([{ path: 'groupId', message: '所属分组不存在或已删除' }]);
  });
});

describe('customer tags', () => {
  it('creates, pages by group, updates and deletes a tag', async () => {
    const { body: group } = await createGroup({ name: '来源渠道' });
    const { status, body } = await createTag({
      name: '抖音',
      groupId: group.data.id,
      color: 'magenta',
      sort: 1,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: '抖音', groupId: group.data.id, color: 'magenta', sort: 1 });
    const updated = await call(t.app, tagApi.update.answer, {
      method: 'PUT',
      url: `${TAGS}/${body.data.id}`,
      payload: { color: 'cyan', version: 1 },
      headers: admin,
    });
    expect(updated.body.data).toMatchObject({ color: 'cyan', version: 2 });
    const page = await call(t.app, tagApi.page.answer, {
      url: `${TAGS}/page?groupId=${group.data.id}`,
      headers: admin,
    });
    expect(page.body.data.list.map((row) => row.name)).toEqual(['抖音']);
    expect((await refused('DELETE', `${TAGS}/${body.data.id}?version=2`)).status).toBe(200);
  });

  it('keeps names unique within a group, not across groups', async () => {
    const { body: one } = await createGroup({ name: '分组一' });
    const { body: two } = await createGroup({ name: '分组二' });
    await createTag({ name: '重点', groupId: one.data.id, color: 'red' });
    const clash = await refused('POST', TAGS, { name: '重点', groupId: one.data.id, color: 'blue' });
    expect(clash.status).toBe(400);
    expect(clash.body.data.fieldErrors).toEqual([{ path: 'name', message: '该值已存在，不能重复' }]);
    expect((await createTag({ name: '重点', groupId: two.data.id, color: 'blue' })).status).toBe(200);
  });

  it('accepts only the preset palette and a live group', async () => {
    const { body: group } = await createGroup({ name: '颜色测试' });
    const badColour = await refused('POST', TAGS, { name: '粉', groupId: group.data.id, color: '#ff00ff' });
    expect(badColour.status).toBe(400);
    expect(badColour.body.data.fieldErrors.map((error: { path: string }) => error.path)).toEqual(['color']);
    const noGroup = await refused('POST', TAGS, { name: '孤儿', groupId: 999_999, color: 'red' });
    expect(noGroup.status).toBe(400);
    expect(noGroup.body.data.fieldErrors).toEqual([{ path: 'groupId', message: '所属分组不存在或已删除' }]);
  });
});

describe('customer tags: tenant isolation', () => {
  it("never shows or uses another organization's groups and tags", async () => {
    const demoGroups = await pickerOf();
    const intent = demoGroups.find((group) => group.name === '客户意向')!;
    expect(await pickerOf(inBranch)).toEqual([]);
    const foreignGet = await t.app.inject({ url: `${GROUPS}/${intent.id}`, headers: inBranch });
    expect(foreignGet.statusCode).toBe(404);
    const foreignTag = await t.app.inject({ url: `${TAGS}/${intent.tags[0]!.id}`, headers: inBranch });
    expect(foreignTag.statusCode).toBe(404);
    const foreignDelete = await refused('DELETE', `${GROUPS}/${intent.id}?version=1`, undefined, inBranch);
    expect(foreignDelete.status).toBe(404);
    const foreignUse = await refused(
      'POST',
      TAGS,
      { name: '越权', groupId: intent.id, color: 'red' },
      inBranch,
    );
    expect(foreignUse.status).toBe(400);
    // Same names are fine in another organization.
    const { body: branchGroup } = await createGroup({ name: '客户意向' }, inBranch);
    const moved = await refused('PUT', `${TAGS}/${intent.tags[0]!.id}`, {
      groupId: branchGroup.data.id,
      version: 1,
    });
    expect(moved.status).toBe(400);
    const page = await call(t.app, groupApi.page.answer, { url: `${GROUPS}/page`, headers: inBranch });
    expect(page.body.data.list.map((row) => row.name)).toEqual(['客户意向']);
  });
});
