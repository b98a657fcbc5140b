// One module behind the two phone approval routes: the app entry reaches them through a single
// lazy import (outside-screen-loaders.ts), as it does the enterprise-chat customer pages.
export { MobileApprovalDetailPage } from './mobile-approval-detail-page';
export { MobileApprovalListPage } from './mobile-approval-list-page';
