import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../endpoint.js';

export const userDistributionShow = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customerDistributionObject/userDistribution/show',
  access: SIGNED_IN,
  summary: 'Whether the signed-in user is a customer-distribution object (the distribution flag).',
  answer: z.boolean(),
});
