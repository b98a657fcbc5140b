import { lazy } from 'react';
import type { CustomerDetailSection } from '../../resources/customers/customer-detail-section';

/** The card this feature adds to the customer detail screen (collected by app/customer-detail-sections.ts). */
export const customerDetailSection: CustomerDetailSection = {
  key: 'business',
  column: 'main',
  order: 30,
  Component: lazy(() => import('./customer-business-card')),
};
