import { z } from 'zod';
import { type Endpoint, permission } from './endpoint.js';
import { page, pageQuery } from './http.js';
import { type MenuKey, menuOpersOf } from './menu-catalogue.js';
import { operKey } from './permissions.js';
import { type RecordScopes, recordScopesOf, type ScopesConfig } from './record-scopes.js';
import type { RecordTransitions } from './record-transitions.js';
import { exportAnswer, exportBodyOf, type ResourceExportBody } from './resource-export.js';
import {
  assertNullableField,
  type FieldDef,
  type FieldValue,
  fieldBodySchema,
  fieldFilterQuery,
  fieldRowSchema,
  referenceFieldNames,
} from './resource-fields.js';
import { fileBytes, importQuery, importReport, importTemplateQuery } from './resource-import.js';
import {
  assertLinesConfig,
  type ChildConfig,
  type ComputedLineField,
  type ComputedTotalField,
  childCollectionsOf,
  type LineAmount,
  type LinesConfig,
  type LinesShape,
  lineRowSchema,
  linesBodySchema,
} from './resource-lines.js';
import { OWNER_FIELDS, type OwnerFields } from './resource-owner.js';
import {
  assertTransitionsConfig,
  type ResourceTransitionsConfig,
  recordTransitionsOf,
  transitionEndpointsOf,
} from './resource-transitions.js';
import type { Locale } from './rules/constants.js';
import { emptyToUndefined, idParams, queryRecordId, recordVersion } from './zod-kit.js';

export type { FieldDef, FieldFilter, FieldKind, FieldValue } from './resource-fields.js';
export { fieldTakesNull, isAllowedTransition, referenceFieldNames } from './resource-fields.js';
export type { ChildConfig, LineAmount, LinesConfig, LinesShape, LineTotals } from './resource-lines.js';
export { childCollectionsOf, LINES_MAX_DEFAULT, lineTotals } from './resource-lines.js';
export { OWNER_FIELDS, type OwnerFields } from './resource-owner.js';
export type { ResourceTransition, ResourceTransitionsConfig } from './resource-transitions.js';
export { statesAllowing } from './resource-transitions.js';

export type Fields = Record<string, FieldDef>;

/** What a resource author writes; everything else is derived by `defineResource`. */
export interface ResourceConfig<F extends Fields> {
  /** Entity name, e.g. `customerSource`; also the audit log's `entity`. */
  name: string;
  /** `/erp/<domain>/<resource>`. */
  basePath: string;
  /** The menu whose oper keys guard the endpoints: `<menuKey>:query|get|add|update|delete`. */
  menuKey: MenuKey;
  /**
   * What one record is called (配件 / Fitting), for the generic screens' titles: 新增配件, 编辑配件,
   * 配件详情. Never the menu's name, which names the list (配件列表).
   */
  recordLabel: Readonly<Record<Locale, string>>;
  fields: F;
  /**
   * A tree resource (categories, departments): the number field holding the parent record's id.
   * The server refuses a parent that is not a live record of the organization, or one that would
   * make a cycle (the record itself or one of its descendants).
   */
  parentField?: Extract<keyof F, string>;
  /**
   * Owned records (owner/department data scope): `defineResource` adds the fields `ownerUserId`
   * and `ownerDepartmentId` (OWNER_FIELDS); the server sets them on create, lists only the
   * records in the caller's data scope and answers 404 for the others.
   */
  ownership?: boolean;
  /**
   * An owned record whose owner comes from what it is about, set by its module's own rule (a
   * money document takes its order's owner): no form offers 负责人 and a body cannot set it.
   */
  ownerSetByServer?: boolean;
  /**
   * The data scopes a role may choose for this resource besides `all` (and `owned` for owned
   * records): "records I take part in" by a participant field, and modules' assignment scopes
   * ("records of my warehouses") by the field they match, or `id` (record-scopes.ts).
   */
  scopes?: ScopesConfig<Extract<keyof F, string> | 'id'>;
  /** Child lines (an order's lines): see resource-lines.ts. Their table is bound with `lineTable`. */
  lines?: LinesConfig;
  /**
   * Named child collections besides `lines` (a product's `images` and `specs`): each answered by
   * get/create/update as an array of `{ id, lineNo, …fields }` and, when a body sends it, replaced
   * with the record in its transaction (resource-lines.ts `ChildConfig`; tables bound with
   * `children`). Not in the row types: a screen reads them from the any-resource row.
   */
  children?: Record<string, ChildConfig>;
  /**
   * States and named transitions (a document's submit, post, cancel): each `POST
   * {basePath}/:id/{name}`, its effect given by the server (resource-transitions.ts). Rows of a page
   * and a get carry the transitions the caller may take now.
   */
  transitions?: ResourceTransitionsConfig<Extract<keyof F, string>>;
}

/**
 * Columns every resource row has besides its own fields. A type, not an interface: a row of one
 * resource must fit the engine's any-resource row (an interface has no implicit index signature).
 */
export type RecordMeta = {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  /** A resource with named transitions: those the caller may take on it now (page and get). */
  transitions?: string[];
  /** …and the one waiting for an approval ('' for none). */
  pendingTransition?: string;
};

type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K]['required'] extends true ? K : never }[keyof F];
type ReadOnlyKeys<F extends Fields> = { [K in keyof F]: F[K]['readOnly'] extends true ? K : never }[keyof F];
type ReferenceKeys<F extends Fields> = {
  [K in keyof F]: F[K]['kind'] extends 'reference' ? K : never;
}[keyof F];
type FieldValues<F extends Fields> = { [K in keyof F]: FieldValue<F[K]> };
/**
 * The values of fields `F`. For the any-resource `Fields` (the generic screens and engine), any
 * values by name: a record's `lines` (an array) sits beside them, so a resource with lines is a
 * `Resource` too.
 */
type ValuesOf<F extends Fields> = string extends keyof F ? Record<string, unknown> : FieldValues<F>;
/** What a body may set: all but the server-set `readOnly` fields. */
type WritableValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : Omit<FieldValues<F>, ReadOnlyKeys<F>>;
/** What a create names: the required writable fields, and any others. */
type CreateValues<F extends Fields> = string extends keyof F
  ? Record<string, unknown>
  : Pick<FieldValues<F>, Exclude<RequiredKeys<F>, ReadOnlyKeys<F>>> & Partial<WritableValues<F>>;

/**
 * The display text of each reference field's record (null when that record is gone). An
 * any-resource row (the generic screens) may carry labels for any field; a resource with no
 * reference field has none.
 */
export type RowLabels<F extends Fields> = string extends keyof F
  ? { labels?: Readonly<Record<string, string | null>> }
  : [ReferenceKeys<F>] extends [never]
    ? unknown
    : { labels: { [K in ReferenceKeys<F>]: string | null } };

/** One child line as answered: its id, its position from 1, its fields (and reference labels). */
export type LineRow<LF extends Fields> = { id: number; lineNo: number } & ValuesOf<LF> & RowLabels<LF>;
/** One line of a create body: its fields but the computed amount (`Skip`). */
export type LineCreate<LF extends Fields, Skip extends PropertyKey = never> = Omit<CreateValues<LF>, Skip>;
/** One line of an update body: with the `id` of a line it changes, without for a new line. */
export type LineUpdate<LF extends Fields, Skip extends PropertyKey = never> = LineCreate<LF, Skip> & {
  id?: number;
};
type RowLines<L> = L extends LinesShape<infer LF> ? { lines: LineRow<LF>[] } : unknown;
type CreateLines<L> =
  L extends LinesShape<infer LF, infer A> ? { lines: LineCreate<LF, ComputedLineField<A>>[] } : unknown;
type UpdateLines<L> =
  L extends LinesShape<infer LF, infer A> ? { lines?: LineUpdate<LF, ComputedLineField<A>>[] } : unknown;

/** A record as answered; with lines (`L`, see LinesShape) it carries them, ordered by lineNo. */
export type ResourceRow<F extends Fields, L = undefined> = RecordMeta &
  ValuesOf<F> &
  RowLabels<F> &
  RowLines<L>;
/** A create body; with lines, the lines too, and never the computed total or amounts. */
export type ResourceCreate<F extends Fields, L = undefined> = Omit<CreateValues<F>, ComputedTotalField<L>> &
  CreateLines<L>;
/**
 * An update names only the fields it changes, and the version it was based on; `lines`, when
 * sent, replace the record's lines.
 */
export type ResourceUpdate<F extends Fields, L = undefined> = Partial<
  Omit<WritableValues<F>, ComputedTotalField<L>>
> & { version: number } & UpdateLines<L>;
/** A row of a page: no lines (lists stay light), but how many a record with lines has. */
export type ResourcePageRow<F extends Fields, L = undefined> = RecordMeta &
  ValuesOf<F> &
  RowLabels<F> &
  (L extends LinesShape ? { lineCount: number } : unknown);
export type SortOrder = 'asc' | 'desc';
/** A parsed page query: paging, sort, and one entry per filter parameter (`<field>`, `<field>From/To`). */
export type ResourceQuery = {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
} & Record<string, unknown>;

/** Record fields every resource can be sorted by, besides its own sortable ones. */
export const META_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;

type ResourceEndpoints<F extends Fields, L = undefined> = {
  page: Endpoint<z.ZodType<ResourceQuery>, z.ZodUndefined, z.ZodUndefined, z.ZodType<PageOf<F, L>>>;
  get: Endpoint<z.ZodUndefined, z.ZodUndefined, typeof idParams, z.ZodType<ResourceRow<F, L>>>;
  create: Endpoint<
    z.ZodUndefined,
    z.ZodType<ResourceCreate<F, L>>,
    z.ZodUndefined,
    z.ZodType<ResourceRow<F, L>>
  >;
  update: Endpoint<
    z.ZodUndefined,
    z.ZodType<ResourceUpdate<F, L>>,
    typeof idParams,
    z.ZodType<ResourceRow<F, L>>
  >;
  delete: Endpoint<typeof versionQuery, z.ZodUndefined, typeof idParams, z.ZodType<ResourceRow<F, L>>>;
  restore: Endpoint<z.ZodUndefined, z.ZodUndefined, typeof idParams, z.ZodType<ResourceRow<F, L>>>;
  /**
   * Import and export exist only when the menu's catalogue entry has the `import` / `export` opers
   * (客户标签 has CRUD only): an endpoint nobody can be granted would only ever answer 403.
   */
  importTemplate?: Endpoint<typeof importTemplateQuery, z.ZodUndefined, z.ZodUndefined, typeof fileBytes>;
  /** Multipart body: the file. */
  import?: Endpoint<typeof importQuery, z.ZodUndefined, z.ZodUndefined, typeof importReport>;
  export?: Endpoint<z.ZodUndefined, z.ZodType<ResourceExportBody>, z.ZodUndefined, typeof exportAnswer>;
};
type PageOf<F extends Fields, L = undefined> = {
  list: ResourcePageRow<F, L>[];
  total: number;
  pageNum: number;
  pageSize: number;
  totalExact?: boolean;
};

/**
 * A defined resource. `L` describes its lines as types (LinesShape: line fields and computed
 * names), `undefined` for a resource without lines; the default fits every resource.
 */
export interface Resource<F extends Fields = Fields, L = LinesShape | undefined> extends ResourceConfig<F> {
  lines?: L extends LinesShape ? LinesConfig : undefined;
  /** Fields a page may be sorted by (`sortField`). */
  sortFields: readonly string[];
  /** The data scopes it offers a role, and its default (derived from `ownership` and `scopes`). */
  recordScopes: RecordScopes;
  schemas: {
    row: z.ZodType<ResourceRow<F, L>>;
    create: z.ZodType<ResourceCreate<F, L>>;
    update: z.ZodType<ResourceUpdate<F, L>>;
    query: z.ZodType<ResourceQuery>;
  };
  endpoints: ResourceEndpoints<F, L>;
  /** A resource declaring `transitions`: their declaration (kind = name) and one endpoint per transition. */
  recordTransitions?: RecordTransitions;
  transitionEndpoints?: Readonly<Record<string, Endpoint>>;
}

const version = recordVersion;
/** A delete names the version it was based on: `DELETE …/:id?version=3`. */
const versionQuery = z.object({ version: queryRecordId });

const mapFields = <F extends Fields>(fields: F, schemaOf: (field: FieldDef) => z.ZodType) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, schemaOf(field)]));
/** The fields a create or update body may set (not the server-set `readOnly` ones). */
const writableFields = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, field]) => !field.readOnly));
/** `labels` of a row: one nullable text per reference field (none: no `labels`). */
const labelsSchema = (fields: Fields) => {
  const names = referenceFieldNames(fields);
  if (names.length === 0) return {};
  return { labels: z.object(Object.fromEntries(names.map((name) => [name, z.string().nullable()]))) };
};

/** The fields of a resource as declared, plus the owner fields of an owned one. */
type DeclaredFields<F extends Fields, O extends boolean | undefined> = O extends true ? F & OwnerFields : F;

/**
 * A list/detail/form resource: from field metadata, derives the row, create, update and page
 * query schemas and the six endpoints, each guarded by the menu's oper key (restore by `update`).
 * An owned resource gets the owner fields; a resource with `lines` carries them in
 * get/create/update (a page only counts them).
 */
export function defineResource<
  const F extends Fields,
  const LF extends Fields,
  const A extends LineAmount<LF, F> | undefined = undefined,
  const O extends boolean | undefined = undefined,
>(
  declared: ResourceConfig<F> & { ownership?: O; lines: LinesConfig<LF, F, A> },
): Resource<DeclaredFields<F, O>, LinesShape<LF, A>>;
export function defineResource<const F extends Fields, const O extends boolean | undefined = undefined>(
  declared: ResourceConfig<F> & { ownership?: O; lines?: undefined },
): Resource<DeclaredFields<F, O>, undefined>;
export function defineResource(declared: ResourceConfig<Fields>): Resource<Fields> {
  const ownerFields = declared.ownerSetByServer
    ? {
        ...OWNER_FIELDS,
        ownerUserId: { ...OWNER_FIELDS.ownerUserId, readOnly: true, visibleIn: { form: false } },
      }
    : OWNER_FIELDS;
  const fields: Fields = declared.ownership ? { ...declared.fields, ...ownerFields } : declared.fields;
  const config: ResourceConfig<Fields> = { ...declared, fields };
  const { basePath, menuKey, name, lines } = config;
  const collections = childCollectionsOf(config);
  for (const [collection, child] of collections) assertLinesConfig(name, fields, child, collection);
  for (const [owner, declaredFields] of [
    [name, fields] as const,
    ...collections.map(([collection, child]) => [`${name}.${collection}`, child.fields] as const),
  ])
    for (const [key, field] of Object.entries(declaredFields)) assertNullableField(owner, key, field);
  const total = lines?.amount?.total;
  const sortFields: string[] = [
    ...Object.keys(fields).filter((key) => fields[key]!.sortable),
    ...META_SORT_FIELDS,
  ];

  const states = config.transitions && assertTransitionsConfig(name, fields, config.transitions);
  const row = z.object({
    id: z.number().int(),
    ...mapFields(fields, fieldRowSchema),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdBy: z.number().int().nullable(),
    ...labelsSchema(fields),
    ...(states
      ? { transitions: z.array(z.string()).optional(), pendingTransition: z.string().optional() }
      : {}),
  });
  const create = z.object(
    mapFields(writableFields(fields), (field) =>
      field.required ? fieldBodySchema(field) : fieldBodySchema(field).optional(),
    ),
  );
  const update = z.object({
    ...mapFields(writableFields(fields), (field) => fieldBodySchema(field).optional()),
    version,
  });
  // The computed total is no body's business: zod strips what a client sends for it.
  const withLines = <S extends z.ZodObject>(schema: S, mode: 'create' | 'update') =>
    collections.length > 0
      ? schema.omit((total ? { [total]: true } : {}) as never).extend(
          Object.fromEntries(
            collections.map(([collection, child]) => [
              collection,
              // A record whose children are optional may be created without them (an imported row is one).
              mode === 'update'
                ? linesBodySchema(child, mode).optional()
                : (child.min ?? 0) === 0
                  ? linesBodySchema(child, mode).default([])
                  : linesBodySchema(child, mode),
            ]),
          ),
        )
      : schema;
  const pageRow = lines ? row.extend({ lineCount: z.number().int() }) : row;
  const fullRow = row.extend(
    Object.fromEntries(collections.map(([collection, child]) => [collection, z.array(lineRowSchema(child))])),
  );
  const query = pageQuery.extend({
    ...Object.assign({}, ...Object.entries(fields).map(([key, field]) => fieldFilterQuery(key, field))),
    sortField: z.preprocess(emptyToUndefined, z.enum(sortFields as [string, ...string[]]).optional()),
    sortOrder: z.preprocess(emptyToUndefined, z.enum(['asc', 'desc']).optional()),
  });

  const schemas = {
    row: fullRow as unknown as z.ZodType<ResourceRow<Fields>>,
    create: withLines(create, 'create') as unknown as z.ZodType<ResourceCreate<Fields>>,
    update: withLines(update, 'update') as unknown as z.ZodType<ResourceUpdate<Fields>>,
    query: query as unknown as z.ZodType<ResourceQuery>,
  };
  const oper = (action: 'query' | 'get' | 'add' | 'update' | 'delete' | 'import' | 'export') =>
    permission(operKey(menuKey, action));
  const endpoints: ResourceEndpoints<Fields> = {
    page: {
      method: 'GET',
      path: `${basePath}/page`,
      access: oper('query'),
      summary: `Page of ${name} records: filters, sort, newest first by default.`,
      query: schemas.query,
      answer: page(pageRow) as unknown as z.ZodType<PageOf<Fields>>,
    },
    get: {
      method: 'GET',
      path: `${basePath}/:id`,
      access: oper('get'),
      summary: `One ${name} record.`,
      params: idParams,
      answer: schemas.row,
    },
    create: {
      method: 'POST',
      path: basePath,
      access: oper('add'),
      summary: `Create a ${name} record.`,
      body: schemas.create,
      answer: schemas.row,
    },
    update: {
      method: 'PUT',
      path: `${basePath}/:id`,
      access: oper('update'),
      summary: `Update a ${name} record; a stale version answers 409.`,
      params: idParams,
      body: schemas.update,
      answer: schemas.row,
    },
    delete: {
      method: 'DELETE',
      path: `${basePath}/:id`,
      access: oper('delete'),
      summary: `Soft-delete a ${name} record; a stale version answers 409.`,
      params: idParams,
      query: versionQuery,
      answer: schemas.row,
    },
    restore: {
      method: 'POST',
      path: `${basePath}/:id/restore`,
      access: oper('update'),
      summary: `Restore a deleted ${name} record.`,
      params: idParams,
      answer: schemas.row,
    },
  };
  const opers = menuOpersOf(menuKey);
  if (opers.includes('import')) {
    endpoints.importTemplate = {
      method: 'GET',
      path: `${basePath}/import/template`,
      access: oper('import'),
      summary: `A CSV or XLSX file with the header row of importable ${name} fields, in the caller's locale.`,
      query: importTemplateQuery,
      answer: fileBytes,
    };
    endpoints.import = {
      method: 'POST',
      path: `${basePath}/import`,
      access: oper('import'),
      summary: `Import ${name} records from a CSV or XLSX file (multipart field \`file\`): dry run, all-or-nothing or good rows only; rows matching a record by its unique field update it.`,
      query: importQuery,
      answer: importReport,
    };
  }
  if (opers.includes('export')) {
    endpoints.export = {
      method: 'POST',
      path: `${basePath}/export`,
      access: oper('export'),
      summary: `Export the ${name} records matching the list's filters (in its sort) to a CSV or XLSX file; answers the job id whose file the download center offers.`,
      body: exportBodyOf(query),
      answer: exportAnswer,
    };
  }
  const recordScopes = recordScopesOf(config);
  for (const option of recordScopes.options) {
    if (option.field && option.field !== 'id' && !fields[option.field]) {
      throw new Error(`${name}: the scope "${option.key}" reads the unknown field "${option.field}"`);
    }
  }
  if (!states || !config.transitions) return { ...config, sortFields, schemas, endpoints, recordScopes };
  const recordTransitions = recordTransitionsOf(name, basePath, states, config.transitions);
  const transitionEndpoints = transitionEndpointsOf(recordTransitions, fullRow);
  return { ...config, sortFields, schemas, endpoints, recordScopes, recordTransitions, transitionEndpoints };
}
