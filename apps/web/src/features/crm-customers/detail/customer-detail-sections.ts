import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every section of the customer detail screen receives. */
export interface CustomerDetailSectionProps {
  customerId: number;
  /** Called after the section wrote something that changes the customer (owner, last follow-up…). */
  onCustomerChanged: () => void;
}

/**
 * A card on the customer detail screen (/customer/manage/detail/:id) owned by another feature
 * (follow-ups, opportunities, tags…). Each section is its own lazy chunk and renders its own card
 * with its own title from its own i18n namespace, so the detail screen needs no text of theirs.
 */
export interface CustomerDetailSection {
  key: string;
  /** 'main' is the wide column (timeline, follow-ups); 'side' the narrow one (tags, ownership). */
  column: 'main' | 'side';
  /** Lower comes first within its column. */
  order: number;
  Component: LazyExoticComponent<ComponentType<CustomerDetailSectionProps>>;
}

/**
 * The sections other features contribute. Add one entry per feature with `lazy(() => import(...))`;
 * the detail screen renders them in their column by `order`, each in its own Suspense.
 */
export const CUSTOMER_DETAIL_SECTIONS: CustomerDetailSection[] = [
  {
    key: 'activities',
    column: 'main',
    order: 20,
    Component: lazy(() => import('../../crm-activities/customer-activities-card')),
  },
  {
    key: 'business',
    column: 'main',
    order: 30,
    Component: lazy(() => import('../../crm-business/customer-business-card')),
  },
  {
    key: 'attachments',
    column: 'side',
    order: 20,
    Component: lazy(() => import('../../crm-customer-attachments/customer-attachments-card')),
  },
  {
    key: 'tags',
    column: 'side',
    order: 10,
    Component: lazy(() => import('../../crm-tags/customer-tags-card')),
  },
];
