import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { filesApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { files, uploadTokens } from '../src/modules/files/files.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-a-tiny-picture'),
]);

let t: TestApp;
let admin: Record<string, string>;
let sales: Record<string, string>;
let branchId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  sales = await loginAs(t.app, 'sales');
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

const tokenFor = async (headers: Record<string, string>, purpose?: filesApi.UploadPurpose) => {
  const { status, body } = await call(t.app, filesApi.uploadCredential, {
    url: '/erp/common/qiniu/token',
    query: purpose ? { purpose } : {},
    headers,
  });
  expect(status).toBe(200);
  return body.data;
};

/** Posts a file with a credential, as the browser's upload adapter does (no session header). */
const upload = (
  token: string | null,
  name: string,
  bytes: Buffer | string,
  locale = 'zh-CN',
  url: string = filesApi.upload.path,
) => {
  const form = multipartForm(token === null ? {} : { token }, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, 'accept-language': locale },
  });
};

/** A PNG of exactly `size` bytes (its signature, then padding: what the server checks is the start). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/** Every stored file's key on disk, to prove a refused upload left nothing behind. */
async function storedKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('uploads', () => {
  it('answers a credential only to a signed-in member', async () => {
    expect((await t.app.inject({ url: '/erp/common/qiniu/token' })).statusCode).toBe(401);
    const credential = await tokenFor(sales);
    expect(credential.uploadUrl).toBe('/erp/common/files/upload');
    expect(credential.token.length).toBeGreaterThanOrEqual(40);
    expect(new Date(credential.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("stores a checked file under the organization and serves it to that organization's members only", async () => {
    const { token } = await tokenFor(sales);
    const response = await upload(token, '头像 logo.png', PNG);
    expect(response.statusCode).toBe(200);
    const stored = response.json().data;
    expect(stored).toMatchObject({ name: '头像 logo.png', mime: 'image/png', size: PNG.length });
    expect(stored.url).toBe(`/erp/common/files/${stored.id}`);

    const [row] = await t.db.select().from(files).where(eq(files.id, stored.id));
    expect(row!.key).toMatch(new RegExp(`^org/${row!.orgId}/uploads/\\d{4}-\\d{2}/[0-9a-f]{32}\\.png$`));

    const download = await t.app.inject({ url: stored.url, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="__ logo.png"; filename*=UTF-8''${encodeURIComponent('头像 logo.png')}`,
    );

    const elsewhere = await t.app.inject({
      url: stored.url,
      headers: { ...admin, 'organization-id': String(branchId) },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.rawPayload.includes(PNG)).toBe(false);
    expect((await t.app.inject({ url: stored.url })).statusCode).toBe(401);

    await rm(path.join(t.filesDir, ...row!.key.split('/')));
    expect((await t.app.inject({ url: stored.url, headers: admin })).statusCode).toBe(404);
  });

  it('refuses a file whose content is not what its name says, in the caller locale', async () => {
    const zh = await upload((await tokenFor(sales)).token, 'photo.png', '%PDF-1.7 not a picture');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.fieldErrors).toEqual([
      { path: 'file', message: '文件「photo.png」的内容与扩展名不符（实际内容为 application/pdf）' },
    ]);
    const en = await upload((await tokenFor(sales)).token, 'photo.png', 'just text', 'en');
    expect(en.json().data.fieldErrors[0].message).toBe(
      'The content of "photo.png" does not match its extension (it is text/plain).',
    );
    const exe = await upload((await tokenFor(sales)).token, 'setup.exe', 'MZ\u0000\u0001');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().data.fieldErrors[0].message).toContain('不支持的文件类型：setup.exe');
    const csv = await upload((await tokenFor(sales)).token, '客户.csv', '名称,编码\r\n甲,A\r\n');
    expect(csv.json().data).toMatchObject({ mime: 'text/csv' });
    expect(await t.db.select().from(files).where(eq(files.originalName, 'photo.png'))).toEqual([]);
  });

  it('takes a credential once, before it expires, and never without one', async () => {
    const { token } = await tokenFor(sales);
    expect((await upload(token, 'a.png', PNG)).statusCode).toBe(200);
    const reused = await upload(token, 'b.png', PNG);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().msg).toBe('上传凭证无效、已使用或已过期，请重新上传');
    expect((await upload('made-up-token', 'c.png', PNG)).statusCode).toBe(401);
    expect((await upload(null, 'd.png', PNG)).statusCode).toBe(401);

    const stale = await tokenFor(sales);
    await t.db.update(uploadTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await upload(stale.token, 'e.png', PNG)).statusCode).toBe(401);
    // Expired credentials are swept when the next one is handed out.
    await tokenFor(sales);
    expect(await t.db.select().from(uploadTokens)).toHaveLength(1);
  });

  it('refuses files over the limit and requests without a file', async () => {
    const { token } = await tokenFor(sales);
    const big = Buffer.concat([PNG, Buffer.alloc(filesApi.UPLOAD_MAX_BYTES)]);
    const tooLarge = await upload(token, 'big.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toBe('文件过大，不能超过 20 MB');
    const noFile = await t.app.inject({
      method: 'POST',
      url: filesApi.upload.path,
      payload: { token: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('holds a picture to the picture limit and kinds on the server, storing nothing it refuses', async () => {
    const { maxBytes } = filesApi.UPLOAD_PURPOSES.picture;
    const filesBefore = await t.db.select().from(files);
    const keysBefore = await storedKeys(t.filesDir);

    const overLimit = await tokenFor(sales, 'picture');
    expect(overLimit.uploadUrl).toBe(`${filesApi.upload.path}?purpose=picture`);
    const tooLarge = await upload(overLimit.token, 'big.png', pngOf(maxBytes + 1), 'en', overLimit.uploadUrl);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toBe('The file is too large: at most 2 MB.');
    const pdf = await tokenFor(sales, 'picture');
    const notPicture = await upload(pdf.token, 'scan.pdf', '%PDF-1.7 a scan', 'zh-CN', pdf.uploadUrl);
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().data.fieldErrors).toEqual([
      { path: 'file', message: '「scan.pdf」不是图片（仅支持 JPG、PNG、GIF、WebP）' },
    ]);
    expect(await t.db.select().from(files)).toEqual(filesBefore);
    expect(await storedKeys(t.filesDir)).toEqual(keysBefore);

    const atLimit = await tokenFor(sales, 'picture');
    const accepted = await upload(atLimit.token, 'full.png', pngOf(maxBytes), 'zh-CN', atLimit.uploadUrl);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ name: 'full.png', size: maxBytes });
    // Over the picture limit is still a plain file's size.
    const asFile = await tokenFor(sales);
    expect((await upload(asFile.token, 'big.png', pngOf(maxBytes + 1))).statusCode).toBe(200);
  });

  it('refuses an unknown purpose before handing out a credential', async () => {
    const response = await t.app.inject({
      url: '/erp/common/qiniu/token',
      query: { purpose: 'video' },
      headers: sales,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors[0].path).toBe('purpose');
  });
});
