import { lazy } from 'react';
import type { CustomerDetailSection } from '../../resources/customers/customer-detail-section';

/** The card this feature adds to the customer detail screen (collected by app/customer-detail-sections.ts). */
export const customerDetailSection: CustomerDetailSection = {
  key: 'activities',
  column: 'main',
  order: 20,
  Component: lazy(() => import('./customer-activities-card')),
};
