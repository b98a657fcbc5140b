import type { CustomerDetailSection } from '../resources/customers/customer-detail-section';

/**
 * The cards features add to the customer detail screen: each declares one in its own
 * `customer-detail-section.ts`, found here by Vite. Only the detail screen imports this file, so
 * the declarations and the cards' lazy imports stay in its chunk, off the shell.
 */
const DECLARED = import.meta.glob<CustomerDetailSection>('../features/*/customer-detail-section.ts', {
  eager: true,
  import: 'customerDetailSection',
});

/** The sections of one column, in their order. */
export function customerDetailSections(column: CustomerDetailSection['column']): CustomerDetailSection[] {
  return Object.values(DECLARED)
    .filter((section) => section.column === column)
    .sort((a, b) => a.order - b.order);
}
