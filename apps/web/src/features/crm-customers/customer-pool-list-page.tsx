import { CustomerListScreen } from './customer-list-screen';

/** 客户公海 (/customer/manage/poolList): customers nobody holds, to claim. */
export function CustomerPoolListPage() {
  return <CustomerListScreen kind="pool" />;
}
