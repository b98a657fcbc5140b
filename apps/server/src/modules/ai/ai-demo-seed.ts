import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { callRecordings, callRecords } from '../call/call.tables.js';
import { writeActivityEntries } from '../crm/activities/activity-timeline.js';
import { customerActivities } from '../crm/activities.tables.js';
import { customers } from '../crm/customers.tables.js';
import { files } from '../files/files.tables.js';
import { analyzeActivityNow } from './ai-pipeline.js';
import { demoWav } from './demo-wav.js';

/** The demo customer of `sales` whose call the recording dialog shows. */
export const AI_DEMO_CUSTOMER = '上海云帆贸易有限公司';
export const AI_DEMO_TRANSCRIPT = [
  '坐席：您好，这里是演示科技，请问是周采购吗？',
  '客户：是的，我们仓库想上一套仓储管理系统标准版，想了解一下价格。',
  '坐席：好的，标准版包含入库、出库和盘点，可以配手持扫码终端一起用。',
  '客户：手持扫码终端我们大概需要二十台，批量采购能不能给点折扣？',
  '坐席：二十台以上可以申请九五折，我今天把报价单发您邮箱。',
  '客户：好的，谢谢，收到报价后我们这周内部审批，尽快给您答复。',
].join('\n');
const DEMO_KEY = (orgId: number, n: number) => `org/${orgId}/demo/recordings/demo-call-${n}.wav`;
const variantOfKey = (key: string) => Number(/demo-call-(\d+)\.wav$/.exec(key)?.[1] ?? 1);

async function demoFile(tx: Db, orgId: number, userId: number, n: number, name: string) {
  const bytes = demoWav(n);
  const [file] = await tx
    .insert(files)
    .values({
      orgId,
      userId,
      key: DEMO_KEY(orgId, n),
      originalName: name,
      mime: 'audio/wav',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    .returning({ id: files.id });
  return file!.id;
}

/**
 * One answered call of `sales` with 上海云帆 (its follow-up dated with the existing first call, so
 * the customer's last follow-up and the private-sea demo stay as they were): recording 1 with a
 * vendor transcript, recording 2 whose conversion failed; the offline analyzer runs at once.
 */
export async function seedAiDemo(tx: Db, orgId: number, userIds: ReadonlyMap<string, number>) {
  const salesId = userIds.get('sales');
  const [customer] = await tx
    .select({ id: customers.id, claimedAt: customers.claimedAt })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.name, AI_DEMO_CUSTOMER)));
  if (!customer || salesId === undefined) return;
  const at = customer.claimedAt ?? new Date();
  const [call] = await tx
    .insert(callRecords)
    .values({
      orgId,
      source: 'builtin',
      externalId: 'demo-ai-call-1',
      direction: 'outbound',
      customerNumber: '13600000111',
      cno: '1001',
      agentUserId: salesId,
      customerId: customer.id,
      status: 'ended',
      outcome: 'answered',
      ringAt: new Date(at.getTime() - 100_000),
      answeredAt: new Date(at.getTime() - 95_000),
      endedAt: at,
      durationSeconds: 95,
    })
    .returning({ id: callRecords.id });
  const [activity] = await tx
    .insert(customerActivities)
    .values({
      orgId,
      customerId: customer.id,
      authorUserId: salesId,
      kind: 'call',
      content: '电话沟通仓储管理系统标准版和手持扫码终端的报价，客户希望批量折扣。',
      callRecordId: call!.id,
      hasRecording: true,
      createdAt: at,
    })
    .returning();
  await writeActivityEntries(tx, [activity!]);
  await tx.update(callRecords).set({ activityId: activity!.id }).where(eq(callRecords.id, call!.id));
  await tx.insert(callRecordings).values([
    {
      orgId,
      callRecordId: call!.id,
      fileId: await demoFile(tx, orgId, salesId, 1, '通话录音-1.wav'),
      durationSeconds: 4,
      voiceStatus: 'SUCCESS',
      convertText: AI_DEMO_TRANSCRIPT,
      transcriber: 'vendor',
      createdAt: new Date(at.getTime() - 90_000),
    },
    {
      orgId,
      callRecordId: call!.id,
      fileId: await demoFile(tx, orgId, salesId, 2, '通话录音-2.wav'),
      durationSeconds: 4,
      voiceStatus: 'FAILED',
      transcriber: 'vendor',
      createdAt: new Date(at.getTime() - 10_000),
    },
  ]);
  await analyzeActivityNow(tx, orgId, activity!.id);
}

/** Writes the demo recordings' bytes into the file store when they are missing (after seeding). */
export async function ensureDemoRecordingAudio(db: Db, fileStore: FileStore): Promise<void> {
  const rows = await db
    .select({ key: files.key })
    .from(files)
    .where(like(files.key, 'org/%/demo/recordings/%'));
  for (const { key } of rows) {
    if ((await fileStore.size(key)) === null) await fileStore.put(key, demoWav(variantOfKey(key)));
  }
}
