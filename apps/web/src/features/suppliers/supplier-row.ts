import type { Resource, ResourceRow } from '@atrium/contract';
import type { supplierResource } from '@atrium/contract/resources/supplier';

/** A supplier as `get` answers it: its fields, labels and contacts. */
export type SupplierRow =
  typeof supplierResource extends Resource<infer F, infer L> ? ResourceRow<F, L> : never;
