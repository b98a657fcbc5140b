import { type SaleSourceSettings, saleSourceSettings } from '@atrium/contract/endpoints/sale-channels';
import type { saleSources } from './sale-sources.tables.js';

/** A source's settings as the contract reads them (what was never set takes its default). */
export function sourceSettingsOf(
  source: Pick<typeof saleSources.$inferSelect, 'settings'>,
): SaleSourceSettings {
  const parsed = saleSourceSettings.safeParse(source.settings ?? {});
  return parsed.success ? parsed.data : saleSourceSettings.parse({});
}
