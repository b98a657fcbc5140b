import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_ROUTE = '/erp/docs';

/**
 * OpenAPI generated from the contract schemas each bound route carries (see bindEndpoint), with
 * the UI at /erp/docs. Must be registered before the routes it documents.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Atrium API', version: '0.1.0', description: 'Every answer is {code, msg, data}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    hideUntagged: true,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_ROUTE, staticCSP: true });
}
