import type { Resource } from '@atrium/contract';
import type { AnyRow } from './resource-types';

/**
 * For the browser tests: a stand-in for the server's resource engine (apps/server/src/platform/
 * resources), answering the contract's six endpoints from rows in memory through `fetch`, so the
 * screens run the real api client (headers, envelope, error catalogue). It parses the query with
 * the contract's own schema, sorts, pages, checks versions (stale → 409) and can be told to reject
 * a value as a field error, like the server's unique check.
 */
export interface FakeServer {
  fetch: typeof fetch;
  rows: AnyRow[];
  /** Page queries received, as parsed by the contract's query schema. */
  pageQueries: Record<string, unknown>[];
  /** Make the next page answer say its total is an estimate. */
  estimateTotals: boolean;
  /** A field value the next create/update rejects with a 400 field error. */
  rejectValue: { field: string; value: unknown; message: string } | null;
  /** Each reference source's records, for `GET /erp/common/reference/:source/options`. */
  references: Record<string, { id: number; label: string }[]>;
  /** The reference options queries received (`customer?keyword=李`). */
  referenceQueries: string[];
  /** Named transitions taken (`POST …/:id/{name}`): the record, the transition, the version sent. */
  transitionsTaken: { id: number; transition: string; version: unknown }[];
  /** A transition a gate holds: taking it answers a pending request instead (like an approval gate). */
  gatedTransition: string | null;
}

const REFERENCE_OPTIONS = /^\/erp\/common\/reference\/([^/]+)\/options$/;

/** The options endpoint over the given records: ids, or a keyword contained in the label (20 at most). */
function referenceOptionsOf(records: { id: number; label: string }[], params: URLSearchParams) {
  const ids = params.get('ids');
  if (ids) return records.filter((record) => ids.split(',').map(Number).includes(record.id));
  const keyword = params.get('keyword') ?? '';
  return records
    .filter((record) => record.label.includes(keyword))
    .slice(0, Number(params.get('limit') ?? 20));
}

/**
 * A row after a transition to `state`: the transitions allowed from it (the fake grants every
 * permission), none while one waits for an approval.
 */
function withOffered(resource: Resource, row: AnyRow, pendingTransition = ''): AnyRow {
  const config = resource.transitions!;
  const state = String(row[config.field]);
  const transitions = pendingTransition
    ? []
    : Object.entries(config.transitions)
        .filter(([, declared]) => declared.from.includes(state))
        .map(([name]) => name);
  return { ...row, transitions, pendingTransition };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, msg: 'ok', data });

function matches(row: AnyRow, query: Record<string, unknown>, resource: Resource): boolean {
  return Object.entries(resource.fields).every(([name, def]) => {
    const value = row[name];
    switch (def.filter) {
      case 'contains':
        return query[name] === undefined || String(value).includes(String(query[name]));
      case 'eq':
        return query[name] === undefined || value === query[name];
      case 'in':
        return query[name] === undefined || (query[name] as unknown[]).includes(value);
      case 'range': {
        const from = query[`${name}From`] as number | undefined;
        const to = query[`${name}To`] as number | undefined;
        return (from === undefined || Number(value) >= from) && (to === undefined || Number(value) <= to);
      }
      default:
        return true;
    }
  });
}

export function createFakeResourceServer(resource: Resource, rows: AnyRow[]): FakeServer {
  const server: FakeServer = {
    rows: structuredClone(rows),
    pageQueries: [],
    estimateTotals: false,
    rejectValue: null,
    references: {},
    referenceQueries: [],
    transitionsTaken: [],
    gatedTransition: null,
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname;
      if (path.startsWith('/erp/common/dict/')) return ok([]);
      const reference = REFERENCE_OPTIONS.exec(path);
      if (reference) {
        const source = decodeURIComponent(reference[1]!);
        server.referenceQueries.push(`${source}?${url.searchParams.toString()}`);
        const records = server.references[source];
        if (!records) return json(404, { code: 404, msg: `未知的引用数据源：${source}`, data: null });
        return ok(referenceOptionsOf(records, url.searchParams));
      }
      if (method === 'GET' && path === `${resource.basePath}/page`) {
        const raw: Record<string, unknown> = {};
        for (const key of new Set(url.searchParams.keys())) {
          const all = url.searchParams.getAll(key);
          raw[key] = all.length > 1 ? all : all[0];
        }
        const query = resource.schemas.query.parse(raw) as Record<string, unknown>;
        server.pageQueries.push(query);
        const found = server.rows.filter((row) => matches(row, query, resource));
        const field = (query.sortField as string | undefined) ?? 'id';
        const direction = query.sortField ? (query.sortOrder === 'asc' ? 1 : -1) : -1;
        const key = (row: AnyRow) =>
          typeof row[field] === 'number' ? (row[field] as number) : String(row[field]);
        found.sort((a, b) => (key(a) < key(b) ? -direction : direction));
        const pageNum = query.pageNum as number;
        const pageSize = query.pageSize as number;
        return ok({
          list: found.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: found.length,
          pageNum,
          pageSize,
          totalExact: !server.estimateTotals,
        });
      }
      const idMatch = new RegExp(`^${resource.basePath}/(\\d+)$`).exec(path);
      const index = idMatch ? server.rows.findIndex((row) => row.id === Number(idMatch[1])) : -1;
      const current = index >= 0 ? server.rows[index] : undefined;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const rejected = server.rejectValue;
      if (rejected && body[rejected.field] === rejected.value) {
        server.rejectValue = null;
        return json(400, {
          code: 400,
          msg: '请求参数不正确',
          data: { fieldErrors: [{ path: rejected.field, message: rejected.message }] },
        });
      }
      const stale = () => json(409, { code: 409, msg: '数据已被他人修改，请刷新后重试', data: null });
      const taking = new RegExp(`^${resource.basePath}/(\\d+)/(\\w+)$`).exec(path);
      const declared = taking && resource.transitions?.transitions[taking[2]!];
      if (method === 'POST' && taking && declared) {
        const at = server.rows.findIndex((row) => row.id === Number(taking[1]));
        const row = server.rows[at];
        if (!row) return json(404, { code: 404, msg: '记录不存在', data: null });
        const transition = taking[2]!;
        server.transitionsTaken.push({ id: row.id, transition, version: body.version });
        if (body.version !== undefined && body.version !== row.version) return stale();
        const field = resource.transitions!.field;
        if (!declared.from.includes(String(row[field])))
          return json(400, { code: 400, msg: `当前状态不能${declared.label['zh-CN']}`, data: null });
        if (server.gatedTransition === transition) {
          server.rows[at] = withOffered(resource, row, transition);
          return ok({ pending: true, requestId: 1 });
        }
        server.rows[at] = withOffered(resource, { ...row, [field]: declared.to, version: row.version + 1 });
        return ok(server.rows[at]);
      }
      if (method === 'POST' && path === resource.basePath) {
        const id = Math.max(0, ...server.rows.map((row) => row.id)) + 1;
        const now = new Date().toISOString();
        const row: AnyRow = { ...body, id, version: 1, createdAt: now, updatedAt: now, createdBy: 1 };
        server.rows.push(row);
        return ok(row);
      }
      if (!current) return json(404, { code: 404, msg: '记录不存在', data: null });
      if (method === 'GET') return ok(current);
      if (method === 'PUT') {
        if (body.version !== current.version) return stale();
        const { version: _version, ...changes } = body;
        const row = {
          ...current,
          ...changes,
          version: current.version + 1,
          updatedAt: new Date().toISOString(),
        };
        server.rows[index] = row;
        return ok(row);
      }
      if (method === 'DELETE') {
        if (Number(url.searchParams.get('version')) !== current.version) return stale();
        server.rows.splice(index, 1);
        return ok(current);
      }
      return json(404, { code: 404, msg: 'no such route', data: null });
    },
  };
  return server;
}
