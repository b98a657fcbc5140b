import type { BusinessCalendar, StoredFormDefinition } from '@atrium/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { loadBusinessCalendar } from '../../platform/business-calendar/business-calendar.service.js';
import type { Db } from '../../platform/db/database.js';
import { nextDocumentNumber } from '../../platform/document-numbers/next-document-number.js';
import type { DemoSeedContext } from '../../platform/modules/server-module.js';
import { type TimelineEntryInput, writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import { customers } from '../crm/customers.tables.js';
import { crmSupportGroups } from '../crm/support.tables.js';
import {
  clockColumns,
  pausedClock,
  restartedClock,
  resumedClock,
  settle,
  startedClock,
  stoppedClock,
  type WorkOrderClocks,
} from './work-order-sla.js';
import { workOrderFollowers, workOrderHandlers, workOrders } from './work-orders.tables.js';
import { WORK_ORDER } from './workorder-document-kinds.js';
import { workOrderPriorities, workOrderSlaPolicies, workOrderTypes } from './workorder-settings.tables.js';

/**
 * The demo organization's work orders (docs/workorders.md "Demo"): three types (设备故障 with its
 * form, 咨询, 投诉 with a state of its own), four priorities, an SLA policy per pair, and ~240 work
 * orders in every status and SLA state. Each work order's history (accepted, started, waiting,
 * resumed, resolved, closed, reopened…) is played on the pure clock functions from its creation
 * up to the seeding instant, so its clocks, SLA states and timeline agree as if it had been lived.
 */

const FAULT_FORM: StoredFormDefinition = {
  fields: [
    { tag: 'input', vModel: 'deviceModel', label: '设备型号', required: true },
    { tag: 'date', vModel: 'purchaseDate', label: '购买日期', required: false },
    {
      tag: 'select',
      vModel: 'faultKind',
      label: '故障现象',
      required: false,
      options: [
        { label: '无法开机', value: 'noPower' },
        { label: '屏幕异常', value: 'screen' },
        { label: '异响', value: 'noise' },
      ],
    },
  ],
};

const TYPES = [
  {
    code: 'fault',
    name: '设备故障',
    form: FAULT_FORM,
    group: '售后一组',
    reopenDays: 7,
    extraStates: [],
    sort: 1,
  },
  { code: 'consult', name: '咨询', form: null, group: '售后一组', reopenDays: 3, extraStates: [], sort: 2 },
  {
    code: 'complaint',
    name: '投诉',
    form: {
      fields: [{ tag: 'textarea', vModel: 'customerDemand', label: '客户诉求', required: true }],
    } satisfies StoredFormDefinition,
    group: '售后二组',
    reopenDays: 15,
    extraStates: [
      { code: 'escalated', name: '升级处理', pausesSla: false },
      { code: 'pendingVisit', name: '待回访', pausesSla: true },
    ],
    sort: 3,
  },
] as const;

const PRIORITIES = [
  { code: 'urgent', name: '紧急', color: '#f5222d', sort: 1, response: 30, resolution: 240 },
  { code: 'high', name: '高', color: '#fa8c16', sort: 2, response: 60, resolution: 480 },
  { code: 'normal', name: '中', color: '#1677ff', sort: 3, response: 120, resolution: 960, isDefault: true },
  { code: 'low', name: '低', color: '#8c8c8c', sort: 4, response: 240, resolution: 2400 },
] as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A step of a demo history, minutes after the previous one. */
type Step = [
  after: number,
  action: 'accept' | 'start' | 'wait' | 'resume' | 'extra' | 'resolve' | 'close' | 'reopen',
];

/** Histories by final status; each work order plays one. */
const HISTORIES: { status: string; steps: Step[]; assigned: 'queue' | 'pending' | 'accepted' }[] = [
  { status: 'open', steps: [], assigned: 'queue' },
  { status: 'open', steps: [], assigned: 'pending' },
  { status: 'open', steps: [[20, 'accept']], assigned: 'accepted' },
  {
    status: 'inProgress',
    steps: [
      [15, 'accept'],
      [30, 'start'],
    ],
    assigned: 'accepted',
  },
  {
    status: 'waitingCustomer',
    steps: [
      [10, 'accept'],
      [20, 'start'],
      [90, 'wait'],
    ],
    assigned: 'accepted',
  },
  {
    status: 'inProgress',
    steps: [
      [10, 'accept'],
      [20, 'start'],
      [60, 'wait'],
      [600, 'resume'],
    ],
    assigned: 'accepted',
  },
  {
    status: 'resolved',
    steps: [
      [5, 'accept'],
      [15, 'start'],
      [200, 'resolve'],
    ],
    assigned: 'accepted',
  },
  {
    status: 'closed',
    steps: [
      [5, 'accept'],
      [10, 'start'],
      [120, 'resolve'],
      [1440, 'close'],
    ],
    assigned: 'accepted',
  },
  {
    status: 'open',
    steps: [
      [5, 'accept'],
      [10, 'start'],
      [100, 'resolve'],
      [300, 'reopen'],
    ],
    assigned: 'accepted',
  },
  {
    status: 'extra',
    steps: [
      [10, 'accept'],
      [20, 'start'],
      [120, 'extra'],
    ],
    assigned: 'accepted',
  },
];

const TITLES: Record<string, string[]> = {
  fault: ['设备无法开机', '屏幕出现花屏', '运行时有异响', '充电指示灯不亮', '设备频繁死机'],
  consult: ['咨询保修政策', '咨询配件价格', '咨询使用方法', '咨询上门服务时间'],
  complaint: ['维修时间过长', '服务态度投诉', '配件质量投诉', '重复故障投诉'],
};

/** A small deterministic generator: the demo is the same on every seed. */
function randomOf(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Played {
  clocks: WorkOrderClocks;
  status: string;
  entries: Omit<TimelineEntryInput, 'orgId' | 'recordId'>[];
  resolvedAt: Date | null;
  closedAt: Date | null;
  lastAt: Date;
}

/** Plays a history from `createdAt` (steps past `now` are not taken yet). */
function play(
  calendar: BusinessCalendar,
  createdAt: Date,
  steps: readonly Step[],
  extraState: { code: string; pausesSla: boolean } | undefined,
  targets: { responseMs: number; resolutionMs: number },
  handler: number,
  now: Date,
): Played {
  let clocks: WorkOrderClocks = {
    response: startedClock(createdAt, targets.responseMs),
    resolution: startedClock(createdAt, targets.resolutionMs),
    warnPercent: 80,
  };
  let status = 'open';
  let at = createdAt;
  let closedAt: Date | null = null;
  const entries: Played['entries'] = [];
  const state = (action: string, to: string) =>
    entries.push({
      recordKind: 'workOrder',
      type: 'state',
      action,
      fromState: status,
      toState: to,
      authorUserId: handler,
      at,
    });
  for (const [after, action] of steps) {
    const next = new Date(at.getTime() + after * MINUTE);
    if (next > now) break;
    at = next;
    const stopResponse = () => ({ ...clocks, response: stoppedClock(calendar, clocks.response, at) });
    if (action === 'accept') {
      clocks = stopResponse();
      entries.push({
        recordKind: 'workOrder',
        type: 'event',
        action: 'accepted',
        data: { toUserId: handler },
        authorUserId: handler,
        at,
      });
    } else if (action === 'start') {
      clocks = stopResponse();
      state('start', 'inProgress');
      status = 'inProgress';
    } else if (action === 'wait' || (action === 'extra' && extraState?.pausesSla)) {
      clocks = {
        ...clocks,
        response: pausedClock(calendar, clocks.response, at),
        resolution: pausedClock(calendar, clocks.resolution, at),
      };
      const to = action === 'wait' ? 'waitingCustomer' : extraState!.code;
      state(action === 'wait' ? 'waitForCustomer' : 'enterState', to);
      status = to;
    } else if (action === 'extra') {
      state('enterState', extraState?.code ?? 'inProgress');
      status = extraState?.code ?? 'inProgress';
    } else if (action === 'resume') {
      clocks = {
        ...clocks,
        response: resumedClock(clocks.response, at),
        resolution: resumedClock(clocks.resolution, at),
      };
      state('resume', 'inProgress');
      status = 'inProgress';
    } else if (action === 'resolve') {
      clocks = { ...stopResponse(), resolution: stoppedClock(calendar, clocks.resolution, at) };
      state('resolve', 'resolved');
      status = 'resolved';
    } else if (action === 'close') {
      closedAt = at;
      state('close', 'closed');
      status = 'closed';
    } else if (action === 'reopen') {
      clocks = { ...clocks, resolution: restartedClock(clocks.resolution, at) };
      state('reopen', 'open');
      status = 'open';
    }
  }
  const settled = settle(calendar, clocks, now);
  for (const { clock, event } of settled.events) {
    entries.push({
      recordKind: 'workOrder',
      type: 'event',
      action: event,
      data: { clock },
      authorUserId: null,
      at: now,
    });
  }
  return {
    clocks: settled.clocks,
    status,
    entries,
    resolvedAt: settled.clocks.resolution.stoppedAt,
    closedAt,
    lastAt: at,
  };
}

async function seedSettings(tx: Db, orgId: number) {
  const groups = await tx
    .select({
      id: crmSupportGroups.id,
      name: crmSupportGroups.name,
      leaderUserId: crmSupportGroups.leaderUserId,
    })
    .from(crmSupportGroups)
    .where(eq(crmSupportGroups.orgId, orgId));
  const groupOf = (name: string) => groups.find((group) => group.name === name);
  const types = await tx
    .insert(workOrderTypes)
    .values(
      TYPES.map(({ group, extraStates, form, ...type }) => ({
        ...type,
        orgId,
        form,
        extraStates: [...extraStates],
        defaultGroupId: groupOf(group)?.id ?? null,
      })),
    )
    .returning();
  const priorities = await tx
    .insert(workOrderPriorities)
    .values(PRIORITIES.map(({ response: _r, resolution: _s, ...priority }) => ({ ...priority, orgId })))
    .returning();
  await tx.insert(workOrderSlaPolicies).values(
    types.flatMap((type) =>
      priorities.map((priority, index) => {
        const targets = PRIORITIES[index]!;
        // A question is answered twice as fast; a complaint has the same targets as a fault.
        const factor = type.code === 'consult' ? 0.5 : 1;
        return {
          orgId,
          typeId: type.id,
          priorityId: priority.id,
          firstResponseMinutes: Math.round(targets.response * factor),
          resolutionMinutes: Math.round(targets.resolution * factor),
        };
      }),
    ),
  );
  return { types, priorities, groups: groups.map((group) => ({ ...group })) };
}

export async function seedDemoWorkOrders({ tx, orgId, userIds }: DemoSeedContext): Promise<void> {
  const { types, priorities, groups } = await seedSettings(tx, orgId);
  const buyers = await tx
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id))
    .limit(60);
  const service = userIds.get('service')!;
  const agent = userIds.get('agent')!;
  const admin = userIds.get('admin')!;
  const reporters = [agent, agent, service, admin];
  const calendar = await loadBusinessCalendar(tx, orgId);
  const now = new Date();
  const random = randomOf(2026);
  const COUNT = 240;
  const rows: (typeof workOrders.$inferInsert)[] = [];
  const histories: Played[] = [];
  const followers: { userId: number; index: number }[] = [];
  for (let index = 0; index < COUNT; index++) {
    const type = types[index % types.length]!;
    const priority = priorities[Math.floor(random() * priorities.length)]!;
    const spec = PRIORITIES.find((candidate) => candidate.code === priority.code)!;
    const factor = type.code === 'consult' ? 0.5 : 1;
    const history = HISTORIES[Math.floor(random() * HISTORIES.length)]!;
    const extraState = type.extraStates[0] ?? undefined;
    const steps = history.status === 'extra' && !extraState ? history.steps.slice(0, 2) : history.steps;
    // From a few minutes to three weeks ago: young ones still in time, old open ones breached.
    const ageMs = Math.floor(10 * MINUTE + random() * random() * 21 * DAY);
    const createdAt = new Date(now.getTime() - ageMs);
    const group = groups.find((candidate) => candidate.id === type.defaultGroupId) ?? null;
    const handler = group?.name === '售后二组' ? agent : service;
    const played = play(
      calendar,
      createdAt,
      steps,
      index % 2 === 0 ? type.extraStates[1] : extraState,
      { responseMs: spec.response * factor * MINUTE, resolutionMs: spec.resolution * factor * MINUTE },
      handler,
      now,
    );
    const buyer = buyers.length > 0 ? buyers[index % buyers.length]! : undefined;
    const queued = history.assigned === 'queue' && played.entries.length === 0;
    const pending = history.assigned === 'pending' && played.entries.length === 0;
    const title = TITLES[type.code]![index % TITLES[type.code]!.length]!;
    rows.push({
      orgId,
      documentNo: await nextDocumentNumber(tx, orgId, WORK_ORDER, createdAt),
      typeId: type.id,
      title,
      description: `${buyer?.name ?? '客户'}来电反映：${title}。`,
      customerId: buyer?.id ?? null,
      contactName: buyer?.name ?? '',
      contactPhone: buyer?.phone ?? '',
      priorityId: priority.id,
      reporterUserId: reporters[index % reporters.length]!,
      responsibleUserId: queued ? null : handler,
      groupId: group?.id ?? null,
      assignment: queued ? 'unassigned' : pending ? 'pending' : 'accepted',
      status: played.status,
      custom:
        type.code === 'fault'
          ? // Every fifth fault still lacks its model: closing it is refused until it is filled in.
            index % 5 === 0 && played.status !== 'closed'
            ? { faultKind: 'screen' }
            : {
                deviceModel: ['X1 Pro', 'M3 Max', 'T9'][index % 3]!,
                purchaseDate: '2026-03-15',
                faultKind: 'noPower',
              }
          : type.code === 'complaint'
            ? { customerDemand: '尽快处理并给出书面答复' }
            : {},
      closedAt: played.closedAt,
      ...clockColumns(played.clocks),
      createdBy: reporters[index % reporters.length]!,
      createdAt,
      updatedAt: played.lastAt,
    });
    histories.push(played);
    if (index % 4 === 0) followers.push({ userId: admin, index });
    if (index % 7 === 0) followers.push({ userId: agent, index });
  }
  const inserted = await tx
    .insert(workOrders)
    .values(rows)
    .returning({ id: workOrders.id, createdAt: workOrders.createdAt });
  const idOf = (index: number) => inserted[index]!.id;
  await writeTimelineEntries(
    tx,
    histories.flatMap((played, index) =>
      played.entries.map((entry) => ({ ...entry, orgId, recordId: idOf(index) })),
    ),
  );
  await tx
    .insert(workOrderFollowers)
    .values(followers.map(({ userId, index }) => ({ orgId, workOrderId: idOf(index), userId })));
  // Everyone who acted on a work order is one of its handlers, from their first step.
  const handled = new Map<string, { workOrderId: number; userId: number; firstAt: Date }>();
  histories.forEach((played, index) => {
    for (const entry of played.entries) {
      if (entry.authorUserId === null || entry.authorUserId === undefined) continue;
      const key = `${index}:${entry.authorUserId}`;
      if (!handled.has(key))
        handled.set(key, { workOrderId: idOf(index), userId: entry.authorUserId, firstAt: entry.at ?? now });
    }
  });
  if (handled.size > 0) {
    await tx
      .insert(workOrderHandlers)
      .values([...handled.values()].map((handler) => ({ orgId, ...handler })));
  }
}
