import { createHash } from 'node:crypto';
import { DAY_MS, startOfBusinessDay } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { writeActivityEntries } from '../../crm/activities/activity-timeline.js';
import { customerActivities } from '../../crm/activities.tables.js';
import { insertCustomerEvents } from '../../crm/customers/customer-events.js';
import { customers } from '../../crm/customers.tables.js';
import { files } from '../../files/files.tables.js';
import { checkUpload } from '../../files/sniff-file-kind.js';
import { callRecordings, callRecords } from '../call.tables.js';
import { demoAudio, demoAudioKey, demoDialogues, transcriptOf, wavSeconds } from './demo-call-audio.js';

interface DemoCall {
  direction: 'inbound' | 'outbound';
  number: string;
  /** A demo customer holding the number (customer-demo-seed.ts); none: a stranger. */
  customer?: string;
  cno: string;
  /** Taken by the demo agent (on duty on the seat then); false: nobody was on duty. */
  agent: boolean;
  /** Days before today and the China-time hour it rang; today's calls ring `hoursAgo` before now. */
  when: { daysAgo: number; hour: number } | { hoursAgo: number };
  /** Answered calls carry a recording (assets/demo-calls/<name>.wav) and, when matched, a follow-up. */
  answered?: { recording: string; transcribed: boolean; followUp?: string };
}

/**
 * The demo calls (通话记录), over the last days on the demo seats: answered and missed, with
 * customers and strangers. Follow-ups go only on pool customers 成都天府 and 深圳星辰, so the
 * follow-up and undealt demos of the held customers (activity-demo-seed.ts) stay as they are;
 * missed calls and strangers' calls stay without one (关联跟进 links them).
 */
export const DEMO_CALLS: readonly DemoCall[] = [
  {
    direction: 'inbound',
    number: '028-85556666',
    customer: '成都天府餐饮管理有限公司',
    cno: '1001',
    agent: true,
    when: { daysAgo: 4, hour: 10 },
    answered: {
      recording: 'tianfu-scanner',
      transcribed: true,
      followUp: '来电询问手持扫码终端价格，已报 2599 元/台，客户希望下周发货，约定下周三前送达。',
    },
  },
  {
    direction: 'inbound',
    number: '13600000106',
    customer: '深圳星辰电子有限公司',
    cno: '1001',
    agent: true,
    when: { daysAgo: 3, hour: 11 },
    answered: {
      recording: 'xingchen-wms',
      transcribed: false,
      followUp: '售后来电：仓储管理系统无法登录，已记录问题，转技术支持处理。',
    },
  },
  {
    direction: 'inbound',
    number: '028-85556666',
    customer: '成都天府餐饮管理有限公司',
    cno: '1001',
    agent: true,
    when: { daysAgo: 3, hour: 15 },
  },
  {
    direction: 'inbound',
    number: '13700001234',
    cno: '1001',
    agent: true,
    when: { daysAgo: 2, hour: 9 },
    answered: { recording: 'prospect-laptop', transcribed: true },
  },
  {
    direction: 'inbound',
    number: '13911112222',
    cno: '1001',
    agent: true,
    when: { daysAgo: 2, hour: 16 },
    answered: { recording: 'prospect-seats', transcribed: true },
  },
  {
    direction: 'outbound',
    number: '13600000106',
    customer: '深圳星辰电子有限公司',
    cno: '1001',
    agent: true,
    when: { daysAgo: 1, hour: 10 },
    answered: {
      recording: 'xingchen-pos',
      transcribed: true,
      followUp: '回访收银一体机发货：12 台已发出，明天到货，售后工程师后天上门安装。',
    },
  },
  { direction: 'inbound', number: '13912345678', cno: '1001', agent: true, when: { daysAgo: 1, hour: 14 } },
  {
    direction: 'outbound',
    number: '028-85556666',
    customer: '成都天府餐饮管理有限公司',
    cno: '1001',
    agent: true,
    when: { hoursAgo: 2 },
    answered: {
      recording: 'tianfu-laptops',
      transcribed: true,
      followUp: '电话确认 15 台商务笔记本电脑报价（总价约 10.3 万元），客户要求月底前交货，已答应。',
    },
  },
  {
    direction: 'inbound',
    number: '13600000108',
    customer: '武汉长江物流有限公司',
    cno: '1002',
    agent: false,
    when: { hoursAgo: 1 },
  },
];

/** The China-time day start `daysAgo` days before now, plus `hour` hours. */
function ringTime(when: DemoCall['when'], now: number): Date {
  if ('hoursAgo' in when) return new Date(now - when.hoursAgo * 3_600_000);
  const todayStart = startOfBusinessDay(now).getTime();
  return new Date(todayStart - when.daysAgo * DAY_MS + when.hour * 3_600_000 + 7 * 60_000);
}

/**
 * Seeds DEMO_CALLS inside the demo seeder's transaction, as the telephony path leaves them: the
 * call, its recording (a files row the app's start puts the bytes of, see restoreDemoCallAudio)
 * with the vendor's transcript, and for a matched answered call its call follow-up with the
 * customer's timeline row and last follow-up time.
 */
export async function seedDemoCalls(tx: Db, orgId: number, userIds: ReadonlyMap<string, number>) {
  const agentUserId = userIds.get('agent');
  if (agentUserId === undefined) throw new Error('demo user agent is missing');
  const names = [...new Set(DEMO_CALLS.flatMap(({ customer }) => customer ?? []))];
  const found = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), inArray(customers.name, names)));
  const customerIds = new Map(found.map(({ name, id }) => [name, id]));
  const dialogues = demoDialogues();
  const now = Date.now();
  for (const [index, demo] of DEMO_CALLS.entries()) {
    const ringAt = ringTime(demo.when, now);
    const customerId = demo.customer ? (customerIds.get(demo.customer) ?? null) : null;
    const audio = demo.answered ? demoAudio(demo.answered.recording) : null;
    const seconds = audio ? Math.ceil(wavSeconds(audio)) : 0;
    const answeredAt = demo.answered ? new Date(ringAt.getTime() + 6_000) : null;
    const endedAt = new Date((answeredAt ?? ringAt).getTime() + (answeredAt ? seconds * 1000 : 30_000));
    const [callRow] = await tx
      .insert(callRecords)
      .values({
        orgId,
        source: 'builtin',
        externalId: `demo-${index + 1}`,
        direction: demo.direction,
        customerNumber: demo.number,
        cno: demo.cno,
        agentUserId: demo.agent ? agentUserId : null,
        customerId,
        status: 'ended',
        outcome: demo.answered ? 'answered' : 'missed',
        ringAt,
        answeredAt,
        endedAt,
        durationSeconds: seconds,
        createdAt: ringAt,
      })
      .returning({ id: callRecords.id });
    if (!demo.answered || !audio) continue;
    const { recording, transcribed, followUp } = demo.answered;
    const name = `${recording}.wav`;
    const check = checkUpload(name, audio);
    const [file] = await tx
      .insert(files)
      .values({
        orgId,
        userId: agentUserId,
        key: demoAudioKey(orgId, recording),
        originalName: name,
        mime: check.ok ? check.mime : 'audio/wav',
        size: audio.length,
        sha256: createHash('sha256').update(audio).digest('hex'),
        createdAt: endedAt,
      })
      .returning({ id: files.id });
    await tx.insert(callRecordings).values({
      orgId,
      callRecordId: callRow!.id,
      fileId: file!.id,
      durationSeconds: seconds,
      voiceStatus: transcribed ? 'SUCCESS' : 'FAILED',
      convertText: transcribed ? transcriptOf(dialogues[recording] ?? []) : null,
      transcriber: 'vendor',
      createdAt: endedAt,
    });
    if (customerId === null || !followUp) continue;
    const [activity] = await tx
      .insert(customerActivities)
      .values({
        orgId,
        customerId,
        authorUserId: agentUserId,
        kind: 'call',
        content: followUp,
        callRecordId: callRow!.id,
        hasRecording: true,
        createdAt: endedAt,
      })
      .returning();
    await writeActivityEntries(tx, [activity!]);
    // Transcribed ones are analysed by the ai module's demo step after this one.
    await tx.update(callRecords).set({ activityId: activity!.id }).where(eq(callRecords.id, callRow!.id));
    await insertCustomerEvents(tx, {
      orgId,
      customerId,
      kind: 'followed_up',
      actorUserId: agentUserId,
      reason: '电话',
      at: endedAt,
    });
    // The calls are seeded oldest first, so the last one written is the latest.
    await tx.update(customers).set({ lastFollowUpAt: endedAt }).where(eq(customers.id, customerId));
  }
}
