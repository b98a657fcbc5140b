import { z } from 'zod';
import { defineEndpoint, PUBLIC, SIGNED_IN } from '../endpoint.js';
import type { Locale } from '../rules/constants.js';

export const dictItem = z.object({
  label: z.string(),
  /** The label English screens show; empty when the organization has given none (then `label`). */
  labelEn: z.string(),
  value: z.string(),
  sort: z.number().int(),
  color: z.string(),
});
export type DictItem = z.infer<typeof dictItem>;

/** What a dictionary item reads as in a language: its English label in English when it has one. */
export function dictItemLabel(item: Pick<DictItem, 'label' | 'labelEn'>, locale: Locale): string {
  return locale === 'en' && item.labelEn ? item.labelEn : item.label;
}

export const dict = defineEndpoint({
  method: 'GET',
  path: '/erp/common/dict/:type',
  access: SIGNED_IN,
  summary: 'The enabled items of one dictionary type of the current organization, in order.',
  params: z.object({ type: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/) }),
  answer: z.array(dictItem),
});

export const health = defineEndpoint({
  method: 'GET',
  path: '/erp/health',
  access: PUBLIC,
  summary: 'Liveness and database reachability.',
  answer: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});
