import { customerSourceResource, downloadApi, paymentChannelResource } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { customerSources } from '../src/modules/admin/master-data.tables.js';
import { sweepExpiredExports } from '../src/modules/download/download.service.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { localFileStore } from '../src/platform/storage/local-file-store.js';
import { parseCsv, waitUntilExported } from './export-files.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/** Export of resource lists through jobs, and the download center that hands out the files. */
let t: TestApp;
let admin: Record<string, string>;
let orgId: number;
let branchId: number;

const sources = customerSourceResource.endpoints;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 50 } });
  admin = await loginAs(t.app, 'admin');
  const orgs = await t.db.select().from(organizations);
  orgId = orgs.find((org) => org.code === 'demo')!.id;
  branchId = orgs.find((org) => org.code === 'demo-branch')!.id;
});
afterAll(() => t?.app.close());

async function startExport(body: Record<string, unknown>, headers = admin, path = sources.export!.path) {
  const response = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.jobId as number;
}

const waitUntilDone = (jobId: number, headers = admin) => waitUntilExported(t.app, jobId, headers);

const fileUrl = (id: number) => `/erp/download/${id}/file`;
const download = (id: number, headers = admin) => t.app.inject({ url: fileUrl(id), headers });

async function createSource(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: sources.create.path,
    headers: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

describe('export', () => {
  it('writes a CSV with a BOM, labelled headers, human values, escaped formulas and no deleted records', async () => {
    await createSource({ name: '=HYPERLINK("http://evil","点我")', code: 'evil-1', sort: 50 });
    await createSource({
      name: '+cmd',
      code: 'evil-2',
      sort: 51,
      enabled: false,
      remark: '@SUM(A1), "quoted"\nline',
    });
    const gone = await createSource({ name: '已删除来源', code: 'gone', sort: 52 });
    await t.app.inject({
      method: 'DELETE',
      url: `${sources.delete.path.replace(':id', String(gone.id))}?version=${gone.version}`,
      headers: admin,
    });

    const jobId = await startExport({ format: 'csv', sortField: 'sort', sortOrder: 'asc' });
    const entry = await waitUntilDone(jobId);
    expect(entry).toMatchObject({ format: 'csv', resource: 'customerSource', progress: 100, rows: 6 });
    expect(entry.fileName).toMatch(/^客户来源_\d{14}\.csv$/);
    expect(new Date(entry.expiresAt!).getTime() - new Date(entry.finishedAt!).getTime()).toBe(7 * 86_400_000);

    const response = await download(jobId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(entry.fileName));
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Number(response.headers['content-length'])).toBe(entry.size);

    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual(['来源名称', '来源编码', '排序', '是否启用', '备注', '创建时间', '更新时间']);
    expect(rows.map((row) => row[1])).toEqual([
      'website',
      'inbound-call',
      'referral',
      'exhibition',
      'evil-1',
      'evil-2',
    ]);
    expect(rows[3]!.slice(0, 5)).toEqual(['展会', 'exhibition', '4', '否', '2025 年起不再参展']);
    expect(rows[0]![3]).toBe('是');
    expect(rows[4]![0]).toBe(`'=HYPERLINK("http://evil","点我")`);
    expect(rows[5]![0]).toBe("'+cmd");
    expect(rows[5]![4]).toBe(`'@SUM(A1), "quoted"\nline`);
    expect(rows[0]![5]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(response.body).not.toContain('已删除来源');
  });

  it('writes an XLSX in the caller locale with the list filters applied', async () => {
    const en = { ...admin, 'accept-language': 'en' };
    const jobId = await startExport(
      { format: 'xlsx', kind: ['bank', 'cash'], sortField: 'code', sortOrder: 'desc' },
      en,
      paymentChannelResource.endpoints.export!.path,
    );
    const entry = await waitUntilDone(jobId, en);
    expect(entry.fileName).toMatch(/^Payment channels_\d{14}\.xlsx$/);
    const response = await download(jobId, en);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(3);
    expect(values(1)).toEqual([
      'Channel name',
      'Channel code',
      'Channel type',
      'Enabled',
      'Remark',
      'Created at',
      'Updated at',
    ]);
    expect(values(2).slice(0, 5)).toEqual(['现金', 'cash', 'Cash', 'Yes', '仅限门店收款']);
    expect(values(3).slice(0, 4)).toEqual(['对公转账', 'bank-transfer', 'Bank', 'Yes']);
  });

  it('pages through many records in sort order, nulls last, across batches', async () => {
    // 4,500 rows: more than two export batches; every third has no sort value, sort values repeat.
    await t.db.execute(sql`
      insert into customer_sources (org_id, name, code, sort, enabled)
      select ${orgId}, 'bulk ' || n, 'bulk-' || n, case when n % 3 = 0 then null else n % 100 end, n % 2 = 0
      from generate_series(1, 4500) as n`);
    const jobId = await startExport({ format: 'csv', name: 'bulk', sortField: 'sort', sortOrder: 'asc' });
    expect((await waitUntilDone(jobId)).rows).toBe(4500);
    const [, ...rows] = parseCsv((await download(jobId)).rawPayload.subarray(3).toString('utf8'));
    const expected = await t.db
      .select({ code: customerSources.code })
      .from(customerSources)
      .where(sql`org_id = ${orgId} and name like 'bulk %' and deleted_at is null`)
      .orderBy(sql`sort asc nulls last, id asc`);
    expect(rows.map((row) => row[1])).toEqual(expected.map((row) => row.code));

    const descId = await startExport({
      format: 'csv',
      name: 'bulk',
      enabled: true,
      sortField: 'sort',
      sortOrder: 'desc',
    });
    await waitUntilDone(descId);
    const [, ...descRows] = parseCsv((await download(descId)).rawPayload.subarray(3).toString('utf8'));
    const expectedDesc = await t.db
      .select({ code: customerSources.code })
      .from(customerSources)
      .where(sql`org_id = ${orgId} and name like 'bulk %' and enabled and deleted_at is null`)
      .orderBy(sql`sort desc nulls first, id desc`);
    expect(descRows.map((row) => row[1])).toEqual(expectedDesc.map((row) => row.code));
  });

  it('needs the export oper and valid input', async () => {
    const sales = await loginAs(t.app, 'sales');
    const denied = await t.app.inject({
      method: 'POST',
      url: sources.export!.path,
      headers: sales,
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: sources.export!.path,
      headers: admin,
      payload: { format: 'pdf' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors[0].path).toBe('format');
  });

  it("checks an export's filters with the list's schema at once: money filters are whole fen", async () => {
    const jobsBefore = (await t.db.select({ id: jobs.id }).from(jobs)).length;
    const listed = await t.app.inject({
      url: '/erp/catalogue/product/page?listPriceFrom=1.5',
      headers: admin,
    });
    const exported = await t.app.inject({
      method: 'POST',
      url: '/erp/catalogue/product/export',
      headers: admin,
      payload: { listPriceFrom: 1.5, format: 'csv' },
    });
    for (const answer of [listed, exported]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().data.fieldErrors).toEqual([
        { path: 'listPriceFrom', message: expect.any(String) },
      ]);
    }
    expect((await t.db.select({ id: jobs.id }).from(jobs)).length).toBe(jobsBefore);
    const whole = await t.app.inject({
      url: '/erp/catalogue/product/page?listPriceFrom=150',
      headers: admin,
    });
    expect(whole.statusCode).toBe(200);
  });
});

describe('download center', () => {
  it("shows and serves only the owner's files in their organization", async () => {
    const jobId = await startExport({ format: 'csv' });
    await waitUntilDone(jobId);
    const manager = await loginAs(t.app, 'manager');
    expect((await download(jobId, manager)).statusCode).toBe(404);
    const managerPage = await call(t.app, downloadApi.downloadPage.answer, {
      url: downloadApi.downloadPage.path,
      headers: manager,
    });
    expect(managerPage.body.data.list.map((item) => item.id)).not.toContain(jobId);
    // The owner acting in their other organization doesn't see it either.
    const inBranch = { ...admin, 'organization-id': String(branchId) };
    expect((await download(jobId, inBranch)).statusCode).toBe(404);
    const branchPage = await call(t.app, downloadApi.downloadPage.answer, {
      url: downloadApi.downloadPage.path,
      headers: inBranch,
    });
    expect(branchPage.body.data.list).toEqual([]);
    const deleteByOther = await t.app.inject({
      method: 'DELETE',
      url: `/erp/download/${jobId}`,
      headers: manager,
    });
    expect(deleteByOther.statusCode).toBe(404);
    expect((await download(jobId)).statusCode).toBe(200);
  });

  it('deletes an export with its file', async () => {
    const jobId = await startExport({ format: 'xlsx' });
    await waitUntilDone(jobId);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    const fileKey = (job!.result as { fileKey: string }).fileKey;
    const files = localFileStore(t.filesDir);
    expect(await files.size(fileKey)).toBeGreaterThan(0);
    const response = await t.app.inject({ method: 'DELETE', url: `/erp/download/${jobId}`, headers: admin });
    expect(response.json()).toMatchObject({ code: 200, data: { id: jobId } });
    expect(await files.size(fileKey)).toBeNull();
    expect((await download(jobId)).statusCode).toBe(404);
    const page = await call(t.app, downloadApi.downloadPage.answer, {
      url: downloadApi.downloadPage.path,
      headers: admin,
    });
    expect(page.body.data.list.map((item) => item.id)).not.toContain(jobId);
  });

  it("shows a failed export in words in the owner's language; the technical error stays in the server log", async () => {
    // An unexpected failure on every attempt: the table is gone while the job runs.
    await t.db.execute(sql`alter table customer_sources rename to customer_sources_away`);
    let jobId = 0;
    try {
      jobId = await startExport({ format: 'csv' });
      await vi.waitFor(
        async () => {
          // Skip the queue's back-off between attempts.
          await t.db
            .update(jobs)
            .set({ runAfter: new Date(0) })
            .where(and(eq(jobs.id, jobId), eq(jobs.status, 'queued')));
          const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
          expect(job!.status).toBe('failed');
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      await t.db.execute(sql`alter table customer_sources_away rename to customer_sources`);
    }
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ attempts: 3, error: 'SQLSTATE 42P01' });
    for (const [locale, failure] of [
      ['zh-CN', '导出失败，请稍后重试；如仍失败，请联系管理员'],
      ['en', 'The export failed. Try again later; if it keeps failing, contact your administrator.'],
    ]) {
      const page = await call(t.app, downloadApi.downloadPage.answer, {
        url: downloadApi.downloadPage.path,
        headers: { ...admin, 'accept-language': locale! },
      });
      expect(page.body.data.list.find((item) => item.id === jobId)).toMatchObject({
        status: 'failed',
        failure,
      });
      expect(JSON.stringify(page.body)).not.toMatch(/customer_sources|relation|SQLSTATE|select /);
    }
    const done = await call(t.app, downloadApi.downloadPage.answer, {
      url: downloadApi.downloadPage.path,
      headers: admin,
    });
    expect(
      done.body.data.list.filter((item) => item.status !== 'failed').map((item) => item.failure),
    ).not.toContain(expect.any(String));
  });

  it('expires files after their keeping time', async () => {
    const jobId = await startExport({ format: 'csv' });
    await waitUntilDone(jobId);
    const files = localFileStore(t.filesDir);
    const [job] = await t.db
      .update(jobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, jobId))
      .returning();
    expect(await sweepExpiredExports(t.db, files)).toBe(1);
    expect(await files.size((job!.result as { fileKey: string }).fileKey)).toBeNull();
    expect((await download(jobId)).statusCode).toBe(404);
    const page = await call(t.app, downloadApi.downloadPage.answer, {
      url: downloadApi.downloadPage.path,
      headers: admin,
    });
    expect(page.body.data.list.find((item) => item.id === jobId)?.status).toBe('expired');
  });
});
