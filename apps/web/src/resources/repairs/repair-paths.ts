/** The repair screens' paths (menu catalogue, 工单管理 and 维修管理): each feature links to the others' records. */
export const REPAIR_PATHS = {
  list: '/workorder/repair/list',
  create: '/workorder/repair/create',
  detail: (id: number) => `/workorder/repair/detail/${id}`,
  manage: (id: number) => `/workorder/repair/manageDetail/${id}`,
  workbench: '/repair/workorder/manage',
};

export const PICKUP_PATHS = {
  list: '/workorder/collect/list',
  create: '/workorder/collect/create',
  detail: (id: number) => `/workorder/collect/detail/${id}`,
};
