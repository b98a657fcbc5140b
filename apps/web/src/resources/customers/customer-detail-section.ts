import type { ComponentType, LazyExoticComponent } from 'react';

/** What every section of the customer detail screen receives. */
export interface CustomerDetailSectionProps {
  customerId: number;
  /** The customer's owner; null while the customer is in the pool. */
  ownerUserId: number | null;
  /** Called after the section wrote something that changes the customer (owner, last follow-up…). */
  onCustomerChanged: () => void;
}

/**
 * A card on the customer detail screen (/customer/manage/detail/:id) owned by another feature
 * (follow-ups, opportunities, tags…), declared in that feature's module manifest. Each section is
 * its own lazy chunk and renders its own card with its own title from its own i18n namespace, so
 * the detail screen needs no text of theirs.
 */
export interface CustomerDetailSection {
  key: string;
  /** 'main' is the wide column (timeline, follow-ups); 'side' the narrow one (tags, ownership). */
  column: 'main' | 'side';
  /** Lower comes first within its column. */
  order: number;
  Component: LazyExoticComponent<ComponentType<CustomerDetailSectionProps>>;
}
