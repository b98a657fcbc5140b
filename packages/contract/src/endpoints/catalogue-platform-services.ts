import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { PLATFORM_SERVICE_KINDS, PLATFORM_SERVICE_SALE_MODES } from '../resources/platform-service.js';
import { idParams } from '../zod-kit.js';

export const applicableServiceRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PLATFORM_SERVICE_KINDS),
  price: z.number().int(),
  validityMonths: z.number().int().nullable(),
  durationMinutes: z.number().int().nullable(),
  saleMode: z.enum(PLATFORM_SERVICE_SALE_MODES),
});
export type ApplicableServiceRow = z.infer<typeof applicableServiceRow>;

export const productPlatformServices = defineEndpoint({
  method: 'GET',
  path: '/erp/catalogue/product/:id/platformServices',
  access: permission('productList:get'),
  summary:
    "The enabled platform services that apply to a product: those for every category, and those naming the product's category or one of its ancestors; by code.",
  params: idParams,
  answer: z.array(applicableServiceRow),
});
