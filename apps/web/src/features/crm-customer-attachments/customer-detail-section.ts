import { lazy } from 'react';
import type { CustomerDetailSection } from '../../resources/customers/customer-detail-section';

/** The card this feature adds to the customer detail screen (collected by app/customer-detail-sections.ts). */
export const customerDetailSection: CustomerDetailSection = {
  key: 'attachments',
  column: 'side',
  order: 20,
  Component: lazy(() => import('./customer-attachments-card')),
};
