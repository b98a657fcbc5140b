import type {
  WorkOrderDetail,
  WorkOrderRow,
  WorkOrderSlaClock,
} from '@atrium/contract/endpoints/work-orders';

const HOUR = 3_600_000;

export const clock = (over: Partial<WorkOrderSlaClock> = {}): WorkOrderSlaClock => ({
  state: 'running',
  targetMs: 8 * HOUR,
  elapsedMs: 2 * HOUR,
  dueAt: '2026-11-30T02:00:00.000Z',
  stoppedAt: null,
  ...over,
});

/** A work order row as the server lists it. */
export function workOrderRow(id: number, over: Partial<WorkOrderRow> = {}): WorkOrderRow {
  return {
    id,
    documentNo: `GD20261128-${String(id).padStart(4, '0')}`,
    typeId: 1,
    typeName: '故障报修',
    title: `打印机卡纸 ${id}`,
    status: 'open',
    statusName: '待处理',
    priorityId: 2,
    priorityName: '高',
    priorityColor: '#fa541c',
    customerId: 5,
    customerName: '华东电子',
    contactName: '王工',
    contactPhone: '13800000000',
    reporterUserId: 1,
    reporterName: '客服小李',
    responsibleUserId: 7,
    responsibleName: '技术员老张',
    groupId: 3,
    groupName: '一线支持',
    assignment: 'accepted',
    response: clock({ state: 'met', stoppedAt: '2026-11-28T01:00:00.000Z', dueAt: null }),
    resolution: clock(),
    dueAt: '2026-11-30T02:00:00.000Z',
    createdAt: '2026-11-28T00:30:00.000Z',
    updatedAt: '2026-11-28T01:00:00.000Z',
    version: 3,
    ...over,
  };
}

/** The same work order as its detail answers it. */
export function workOrderDetail(id: number, over: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return {
    ...workOrderRow(id),
    description: '三楼打印机频繁卡纸',
    saleOrderId: null,
    saleOrderNo: '',
    serialNo: null,
    callRecordId: null,
    form: null,
    custom: {},
    extraStates: [],
    attachments: [],
    resolvedAt: null,
    closedAt: null,
    reopenUntil: null,
    followers: [],
    following: false,
    handlers: [],
    transitions: { state: 'open', version: 3, transitions: [], pendingTransition: '' },
    actions: [],
    ...over,
  };
}

export const workOrderOptionsAnswer = {
  types: [
    {
      id: 1,
      name: '故障报修',
      form: {
        fields: [
          {
            tag: 'input',
            vModel: 'model',
            label: '设备型号',
            required: true,
          },
        ],
      },
      defaultGroupId: 3,
      extraStates: [{ code: 'visit', name: '待回访', pausesSla: false }],
    },
    { id: 2, name: '咨询', form: null, defaultGroupId: null, extraStates: [] },
  ],
  priorities: [
    { id: 1, name: '普通', color: '#1677ff', isDefault: true },
    { id: 2, name: '高', color: '#fa541c', isDefault: false },
  ],
  groups: [
    { id: 3, name: '一线支持' },
    { id: 4, name: '二线支持' },
  ],
};
