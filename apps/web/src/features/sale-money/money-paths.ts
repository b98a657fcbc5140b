/** The money documents' screens (menu catalogue, 销售管理). */
export const INVOICE_PATHS = {
  list: '/sale/invoice/list',
  create: '/sale/invoice/create',
  detail: (id: number) => `/sale/invoice/detail/${id}`,
};

export const RETURN_PATHS = {
  list: '/sale/return/list',
  create: '/sale/return/create',
  detail: (id: number) => `/sale/return/detail/${id}`,
};
