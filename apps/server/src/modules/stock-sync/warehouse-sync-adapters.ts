import type { WarehouseSyncAdapterKind } from '@atrium/contract/endpoints/stock-sync';
import { genericJsonAdapter } from './generic-json-adapter.js';
import type { WarehouseSyncAdapter } from './warehouse-sync-adapter.js';

/** The adapters a warehouse's settings may name; a vendor adapter is added here (and to the contract's list). */
const ADAPTERS = new Map<string, WarehouseSyncAdapter>([[genericJsonAdapter.kind, genericJsonAdapter]]);

export function adapterOf(kind: WarehouseSyncAdapterKind | string): WarehouseSyncAdapter {
  const adapter = ADAPTERS.get(kind);
  if (!adapter) throw new Error(`No warehouse sync adapter of kind ${kind}`);
  return adapter;
}
