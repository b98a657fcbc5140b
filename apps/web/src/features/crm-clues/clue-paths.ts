/** Where the clue screens live (menu-catalogue.ts: cluePoolList, cluePoolEdit, clueAllocationEdit, customerUndealtList). */
export const CLUE_POOL_LIST_PATH = '/customer/clue/poolList';
export const cluePoolEditPath = (id: number) => `/customer/clue/poolEdit/${id}`;
export const clueAllocationPath = (id: number) => `/customer/clue/allocationEdit/${id}`;
export const customerDetailPath = (id: number) => `/customer/manage/detail/${id}`;
