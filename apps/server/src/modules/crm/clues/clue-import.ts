import {
  CLUE_IMPORT_FIELDS,
  CRM_IMPORT_MAX_ROWS,
  crmCluesApi,
  crmCustomersApi,
  type Locale,
} from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { bindRowImport } from '../../../platform/import/bind-import.js';
import type { ImportShape } from '../../../platform/import/import-columns.js';
import type { RowImporter } from '../../../platform/import/run-row-import.js';
import { writeRowByRow } from '../../../platform/import/write-row-by-row.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { planCrmRows } from '../customers/crm-rows-import.js';
import type { ClueScope } from './clue-access.js';
import { clueScopeOf } from './clue-access.js';
import { visiblePool } from './clue-pools.service.js';
import { createClue } from './clues.service.js';

const text = (max: number) => z.string().trim().max(max);

/** One row as POST /erp/crm/clue would check it (the pool comes from the path). */
const clueImportRow = z.object({
  name: text(100).min(1),
  company: text(100).default(''),
  phone: crmCustomersApi.customerPhone.default(''),
  source: text(100).default(''),
});
type ClueImportRow = z.output<typeof clueImportRow>;

export const clueImportShape: ImportShape = {
  fields: CLUE_IMPORT_FIELDS,
  schemas: { create: clueImportRow },
  maxRows: CRM_IMPORT_MAX_ROWS,
};

/**
 * 线索池 import into one pool the caller works with (404 otherwise, before the file is read):
 * every row goes through createClue, with the shared duplicate-phone rules.
 */
export async function clueImporter(
  db: Db,
  actor: Actor,
  access: ClueScope,
  poolId: number,
  locale: Locale,
): Promise<RowImporter> {
  await visiblePool(db, access, poolId);
  return {
    shape: clueImportShape,
    plan: (good) => planCrmRows(db, actor.orgId, clueImportShape.fields, good, locale),
    commit: (plans, mode) =>
      writeRowByRow(db, plans, mode, locale, async (runner, { values }) => {
        await createClue(runner, actor, access, { ...(values as ClueImportRow), poolId });
      }),
  };
}

/** 线索池 import endpoints (template + import into the pool of the path). */
export function bindClueImports(app: FastifyInstance, db: Db): void {
  bindRowImport(
    app,
    { template: crmCluesApi.clueImportTemplate, import: crmCluesApi.clueImport },
    {
      shape: clueImportShape,
      menuKey: 'cluePoolList',
      importer: async ({ member, params, locale }, actor) =>
        clueImporter(db, actor, await clueScopeOf(db, member), params.id, locale),
    },
  );
}
