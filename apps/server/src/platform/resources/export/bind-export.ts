import type { Fields } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint } from '../../http/bind-endpoint.js';
import type { ResourceStore } from '../resource-store.js';
import { registerExporter, requestExport } from './export-jobs.js';
import { resourceExporter } from './resource-export.js';

/**
 * `POST <basePath>/export` (when the resource's menu has the export oper): queues the export job,
 * whose file the download center then offers.
 */
export function bindExport<F extends Fields>(app: FastifyInstance, store: ResourceStore<F>): void {
  const endpoint = store.resource.endpoints.export;
  if (!endpoint) return;
  const exporter = resourceExporter(store as ResourceStore);
  registerExporter(app.jobs, exporter);
  bindEndpoint(app, endpoint, ({ member, body, locale }) =>
    requestExport(app.jobs, exporter, member, body, locale, endpoint.access),
  );
}
