import { CustomerListScreen } from './customer-list-screen';

/** 客户列表 (/customer/manage/list): the customers held in the caller's data scope. */
export function CustomerListPage() {
  return <CustomerListScreen kind="held" />;
}
