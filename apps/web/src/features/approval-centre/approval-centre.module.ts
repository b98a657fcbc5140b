import { lazyScreen } from '../../app/lazy-screen';
import type { WebModule } from '../../app/web-module';
import type { approvalCentre } from '../../locales/zh-CN/approval-centre';
import { ApprovalBadgeSlot } from './approval-badge-slot';

declare module '../../platform/i18n/lazy-namespaces' {
  interface LazyNamespaces {
    approvalCentre: typeof approvalCentre;
  }
}

const manifest: WebModule = {
  screens: {
    approvalMyStart: lazyScreen(() => import('./my-start-page'), 'MyStartPage'),
    approvalMyApproved: lazyScreen(() => import('./my-approved-page'), 'MyApprovedPage'),
    approvalCopyToMe: lazyScreen(() => import('./copy-to-me-page'), 'CopyToMePage'),
    approvalAll: lazyScreen(() => import('./all-approvals-page'), 'AllApprovalsPage'),
    approvalDetail: lazyScreen(() => import('./approval-detail-page'), 'ApprovalDetailPage'),
  },
  slots: [{ area: 'header.status', order: 50, component: ApprovalBadgeSlot }],
  namespaces: ['approvalCentre'],
};

export default manifest;
