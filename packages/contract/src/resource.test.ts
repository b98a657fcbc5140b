import { describe, expect, it } from 'vitest';
import { endpointsOf } from './all-endpoints.js';
import { PAGE_SIZE_MAX } from './http.js';
import { defineAssignmentScope, type ScopesConfig } from './record-scopes.js';
import { defineResource, type FieldDef } from './resource.js';

const META = { id: 1, version: 1, createdAt: '', updatedAt: '', createdBy: null };

const contacts = defineResource({
  name: 'contact',
  basePath: '/erp/test/contact',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    name: { kind: 'text', labelKey: 'contact.name', required: true, sortable: true, filter: 'contains' },
    phone: { kind: 'phone', labelKey: 'contact.phone' },
    level: { kind: 'enum', labelKey: 'contact.level', values: ['a', 'b'], filter: 'in' },
    score: { kind: 'number', labelKey: 'contact.score', min: 0, max: 100, filter: 'range', nullable: true },
    vip: { kind: 'boolean', labelKey: 'contact.vip', filter: 'eq' },
    born: { kind: 'date', labelKey: 'contact.born', nullable: true },
    /** Optional but never null: its column is `not null default 0`. */
    sort: { kind: 'number', labelKey: 'contact.sort', integer: true },
    price: { kind: 'money', labelKey: 'contact.price', filter: 'range', nullable: true },
  },
});

describe('defineResource', () => {
  it('derives the endpoints under the base path, each guarded by the menu oper key', () => {
    const routes = Object.values(contacts.endpoints).map((e) => [
      `${e.method} ${e.path}`,
      (e.access as { permission: string }).permission,
    ]);
    expect(routes).toEqual([
      ['GET /erp/test/contact/page', 'customerSourceList:query'],
      ['GET /erp/test/contact/:id', 'customerSourceList:get'],
      ['POST /erp/test/contact', 'customerSourceList:add'],
      ['PUT /erp/test/contact/:id', 'customerSourceList:update'],
      ['DELETE /erp/test/contact/:id', 'customerSourceList:delete'],
      ['POST /erp/test/contact/:id/restore', 'customerSourceList:update'],
      ['GET /erp/test/contact/import/template', 'customerSourceList:import'],
      ['POST /erp/test/contact/import', 'customerSourceList:import'],
      ['POST /erp/test/contact/export', 'customerSourceList:export'],
    ]);
  });

  it('requires required fields on create and a version on update', () => {
    expect(contacts.schemas.create.safeParse({ phone: '13800138000' }).success).toBe(false);
    expect(contacts.schemas.create.safeParse({ name: 'Ann' }).success).toBe(true);
    expect(contacts.schemas.update.safeParse({ name: 'Ann' }).success).toBe(false);
    expect(contacts.schemas.update.safeParse({ score: 5, version: 2 }).success).toBe(true);
    expect(contacts.schemas.create.safeParse({ name: 'Ann', score: 101 }).success).toBe(false);
    expect(contacts.schemas.create.safeParse({ name: 'Ann', level: 'c' }).success).toBe(false);
  });

  it('reads a cleared number or date (sent as an empty string, spec §5) as null', () => {
    expect(contacts.schemas.update.parse({ score: '', born: '', version: 2 })).toEqual({
      score: null,
      born: null,
      version: 2,
    });
    expect(contacts.schemas.create.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(contacts.schemas.update.safeParse({ score: 'x', version: 2 }).success).toBe(false);
  });

  it('takes null only for a field declared nullable; an optional one left out keeps its default', () => {
    expect(contacts.schemas.create.safeParse({ name: 'Ann', sort: null }).success).toBe(false);
    expect(contacts.schemas.update.safeParse({ sort: '', version: 2 }).success).toBe(false);
    expect(contacts.schemas.update.parse({ sort: 3, version: 2 })).toEqual({ sort: 3, version: 2 });
    expect(() =>
      defineResource({
        ...contacts,
        fields: { ...contacts.fields, phone: { ...contacts.fields.phone, nullable: true } },
      }),
    ).toThrow(/contact.phone: only an optional/);
    expect(() =>
      defineResource({
        ...contacts,
        fields: { ...contacts.fields, name: { ...contacts.fields.name, nullable: true } },
      }),
    ).toThrow(/contact.name: only an optional/);
  });

  it('checks phone fields with the contract rule and its message key; empty passes', () => {
    const bad = contacts.schemas.create.safeParse({ name: 'Ann', phone: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['phone'],
      params: { messageKey: 'validation.phone' },
    });
    expect(contacts.schemas.create.safeParse({ name: 'Ann', phone: '' }).success).toBe(true);
    expect(contacts.schemas.create.safeParse({ name: 'Ann', phone: '010-12345678' }).success).toBe(true);
  });

  it('derives filters per field, treating empty values as absent', () => {
    const query = contacts.schemas.query.parse({
      name: 'an',
      level: 'a,b',
      scoreFrom: '1',
      scoreTo: '',
      vip: 'true',
      sortField: '',
    });
    expect(query).toEqual({
      pageNum: 1,
      pageSize: 10,
      name: 'an',
      level: ['a', 'b'],
      scoreFrom: 1,
      vip: true,
    });
    expect(contacts.schemas.query.safeParse({ level: 'z' }).success).toBe(false);
  });

  it('sorts only by sortable fields and the record times', () => {
    expect(contacts.sortFields).toEqual(['name', 'createdAt', 'updatedAt']);
    expect(contacts.schemas.query.safeParse({ sortField: 'name', sortOrder: 'desc' }).success).toBe(true);
    expect(contacts.schemas.query.safeParse({ sortField: 'phone' }).success).toBe(false);
    expect(contacts.schemas.query.safeParse({ sortOrder: 'sideways' }).success).toBe(false);
    expect(contacts.schemas.query.safeParse({ pageSize: PAGE_SIZE_MAX + 1 }).success).toBe(false);
  });

  it('describes rows with the record metadata', () => {
    const row = {
      id: 1,
      name: 'Ann',
      phone: '',
      level: 'a',
      score: null,
      vip: false,
      born: null,
      sort: 0,
      price: null,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      createdBy: null,
    };
    expect(contacts.schemas.row.parse(row)).toEqual(row);
    expect(contacts.schemas.row.safeParse({ ...row, sort: null }).success).toBe(false);
  });
});

describe('export body', () => {
  const body = contacts.endpoints.export!.body!;

  it('takes the page filters and sort, JSON booleans included, and a format; no paging', () => {
    const parsed = body.parse({
      name: 'An',
      format: 'csv',
      sortField: 'name',
      sortOrder: 'desc',
      pageNum: 3,
    });
    expect(parsed).toEqual({ name: 'An', format: 'csv', sortField: 'name', sortOrder: 'desc' });
    expect(body.parse({})).toMatchObject({ format: 'xlsx' });
    expect(body.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(body.parse({ vip: true, level: ['a'], format: 'csv' })).toMatchObject({ vip: true, level: ['a'] });
    expect(body.parse({ vip: 'false', format: 'csv' })).toMatchObject({ vip: false });
  });

  it("refuses what the list's page query refuses: money filters are whole fen", () => {
    const query = contacts.schemas.query;
    for (const [filters, valid] of [
      [{ priceFrom: '150' }, true],
      [{ priceFrom: '1.5' }, false],
      [{ priceTo: '-1e308' }, false],
      [{ scoreFrom: '1.5' }, true],
      [{ level: 'z' }, false],
    ] as const) {
      expect(query.safeParse(filters).success, JSON.stringify(filters)).toBe(valid);
      expect(body.safeParse({ ...filters, format: 'csv' }).success, JSON.stringify(filters)).toBe(valid);
    }
  });
});

describe('import and export endpoints', () => {
  it('exist only when the menu has the import and export opers', () => {
    expect(contacts.endpoints.import?.path).toBe('/erp/test/contact/import');
    expect(contacts.endpoints.export?.path).toBe('/erp/test/contact/export');
    // 客户标签 has CRUD opers only: nobody could be granted its import or export.
    const tags = defineResource({ ...contacts, basePath: '/erp/test/tag', menuKey: 'customerTagList' });
    expect(tags.endpoints.importTemplate).toBeUndefined();
    expect(tags.endpoints.import).toBeUndefined();
    expect(tags.endpoints.export).toBeUndefined();
    expect(tags.endpoints.page.path).toBe('/erp/test/tag/page');
  });
});

describe('reference fields and ownership', () => {
  const tasks = defineResource({
    name: 'task',
    basePath: '/erp/test/task',
    menuKey: 'customerSourceList',
    recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
    ownership: true,
    fields: {
      title: { kind: 'text', labelKey: 'task.title', required: true },
      customerId: {
        kind: 'reference',
        ref: 'customer',
        labelKey: 'task.customer',
        filter: 'in',
        nullable: true,
      },
      assigneeId: { kind: 'reference', ref: 'employee', labelKey: 'task.assignee', required: true },
    },
  });

  it('adds the owner fields; the department is never a body field', () => {
    expect(Object.keys(tasks.fields)).toEqual([
      'title',
      'customerId',
      'assigneeId',
      'ownerUserId',
      'ownerDepartmentId',
    ]);
    const parsed = tasks.schemas.create.parse({
      title: 'a',
      assigneeId: 3,
      ownerDepartmentId: 9,
      ownerUserId: 2,
    });
    expect(parsed).toEqual({ title: 'a', assigneeId: 3, ownerUserId: 2 });
    expect(tasks.schemas.update.parse({ ownerDepartmentId: 9, version: 1 })).toEqual({ version: 1 });
  });

  it('takes record ids (a cleared optional one as null) and refuses others', () => {
    expect(tasks.schemas.create.parse({ title: 'a', assigneeId: 3, customerId: '' })).toMatchObject({
      customerId: null,
    });
    for (const bad of [0, -1, 1.5, 2 ** 31, '3'])
      expect(tasks.schemas.create.safeParse({ title: 'a', assigneeId: bad }).success, String(bad)).toBe(
        false,
      );
  });

  it('filters on ids and answers each reference field with its label', () => {
    expect(tasks.schemas.query.parse({ customerId: '4,5', ownerUserId: '2' })).toMatchObject({
      customerId: [4, 5],
      ownerUserId: 2,
    });
    expect(tasks.schemas.query.safeParse({ customerId: '1e308' }).success).toBe(false);
    const row = {
      id: 1,
      title: 'a',
      customerId: null,
      assigneeId: 3,
      ownerUserId: 2,
      ownerDepartmentId: null,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      createdBy: 2,
      labels: { customerId: null, assigneeId: '李销售', ownerUserId: '王经理', ownerDepartmentId: null },
    };
    const parsed = tasks.schemas.row.parse(row);
    // Typed: a screen reads a label without a cast.
    const label: string | null = parsed.labels.assigneeId;
    expect(label).toBe('李销售');
    expect(tasks.schemas.row.safeParse({ ...row, labels: undefined }).success).toBe(false);
    // A resource without reference fields has no labels.
    expect('labels' in (contacts.schemas.row as unknown as { shape: object }).shape).toBe(false);
  });
});

describe('data scopes a resource offers', () => {
  const shelves = defineAssignmentScope({
    name: 'myShelves',
    label: { 'zh-CN': '我的货架', en: 'My shelves' },
  });
  const declare = (scopes: ScopesConfig<'id' | 'handlerUserId' | 'shelfId'> | undefined, ownership = false) =>
    defineResource({
      name: 'job',
      basePath: '/erp/test/job',
      menuKey: 'customerSourceList',
      recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
      ownership,
      fields: {
        handlerUserId: { kind: 'reference', ref: 'user', labelKey: 'job.handler' },
        shelfId: { kind: 'number', labelKey: 'job.shelf', integer: true },
      },
      scopes,
    }).recordScopes;

  it('offers all (the default), owned first for owned records, then participants and assignments', () => {
    expect(declare(undefined)).toMatchObject({ name: 'job', defaultKey: 'all', options: [{ key: 'all' }] });
    const offered = declare(
      { participants: { field: 'handlerUserId' }, assignments: [{ scope: shelves, field: 'shelfId' }] },
      true,
    );
    expect(offered.defaultKey).toBe('owned');
    expect(offered.options.map(({ key, kind, field }) => [key, kind, field])).toEqual([
      ['owned', 'owned', undefined],
      ['all', 'all', undefined],
      ['participant', 'participant', 'handlerUserId'],
      ['myShelves', 'assignment', 'shelfId'],
    ]);
  });

  it('refuses, at definition, a scope reading an unknown field or offered twice', () => {
    expect(() => declare({ assignments: [{ scope: shelves, field: 'nope' as 'shelfId' }] })).toThrow(
      /unknown field "nope"/,
    );
    expect(() =>
      declare({
        assignments: [
          { scope: shelves, field: 'shelfId' },
          { scope: shelves, field: 'id' },
        ],
      }),
    ).toThrow(/offered twice/);
  });
});

describe('named transitions of a resource', () => {
  const status = {
    kind: 'enum',
    labelKey: 'doc.status',
    values: ['draft', 'posted'],
    readOnly: true,
  } as const;
  const post = {
    from: ['draft'],
    to: 'posted',
    access: 'pickOrderList:update',
    labelKey: 'doc.post',
    label: { 'zh-CN': '过账', en: 'Post' },
  } as const;
  const withTransitions = (fields: Record<string, FieldDef>, to = 'posted') =>
    defineResource({
      name: 'doc',
      basePath: '/erp/test/doc',
      menuKey: 'pickOrderList',
      recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
      fields,
      transitions: { field: 'status', transitions: { post: { ...post, to } } },
    });

  it('derives one endpoint per transition, found with the resource’s own by the endpoint walks', () => {
    const resource = withTransitions({ status });
    expect(resource.recordTransitions).toMatchObject({
      kind: 'doc',
      basePath: '/erp/test/doc',
      states: ['draft', 'posted'],
      transitions: { post: { from: ['draft'], to: 'posted', access: 'pickOrderList:update' } },
    });
    expect(resource.transitionEndpoints?.post).toMatchObject({
      method: 'POST',
      path: '/erp/test/doc/:id/post',
      access: { permission: 'pickOrderList:update' },
    });
    const found = endpointsOf({ resource }).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(found).toContain('POST /erp/test/doc/:id/post');
    expect(found).toContain('GET /erp/test/doc/page');
    // Rows may say what the caller may take now; a body never sets the state.
    expect(resource.schemas.row.parse({ ...META, status: 'draft', transitions: ['post'] })).toMatchObject({
      transitions: ['post'],
    });
    expect(resource.schemas.create.parse({ status: 'posted' })).toEqual({});
  });

  it('refuses a state field that a body could set, one that is no enum, and an unknown state', () => {
    expect(() => withTransitions({ status: { ...status, readOnly: false } })).toThrow(/must be readOnly/);
    expect(() => withTransitions({ status: { kind: 'text', labelKey: 'x', readOnly: true } })).toThrow(
      /must be an enum field/,
    );
    expect(() => withTransitions({ status }, 'shipped')).toThrow(/unknown states shipped/);
  });
});
