import { randomBytes } from 'node:crypto';
import type { Db } from '../../../platform/db/database.js';
import { saleSources } from './sale-sources.tables.js';

/**
 * The demo organization's order sources: its own sales (OWN, what staff key in), a store, and two
 * e-commerce shops that send orders by webhook and settle by statement. The shops' webhook keys
 * and secrets are random per database: the screens show them to whoever sets the shop up.
 */
const DEMO_SOURCES = [
  { code: 'OWN', name: '自营销售', kind: 'own', platform: '' },
  { code: 'STORE-SH', name: '上海体验店', kind: 'store', platform: '' },
  { code: 'TMALL', name: '天猫旗舰店', kind: 'ecommerce', platform: 'tmall' },
  { code: 'JD', name: '京东自营店', kind: 'ecommerce', platform: 'jd' },
] as const;

export async function seedDemoSaleSources(tx: Db, orgId: number): Promise<void> {
  await tx.insert(saleSources).values(
    DEMO_SOURCES.map((source) => ({
      orgId,
      ...source,
      webhookKey: source.kind === 'ecommerce' ? randomBytes(12).toString('hex') : '',
      secret: source.kind === 'ecommerce' ? randomBytes(24).toString('base64url') : '',
    })),
  );
}
