/** Where the opportunity screens live (menu-catalogue.ts: customerBusinessList, businessCreate, businessDetail). */
export const BUSINESS_LIST_PATH = '/customer/business/list';
export const BUSINESS_CREATE_PATH = '/customer/business/create';
export const businessDetailPath = (id: number) => `/customer/business/detail/${id}`;
/** The create form preset with a customer (the customer detail's opportunities card links here). */
export const businessCreatePathFor = (customerId: number) =>
  `${BUSINESS_CREATE_PATH}?customerId=${customerId}`;
