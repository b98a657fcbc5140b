import type { Endpoint, ExportFormat } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { bindEndpoint } from '../../http/bind-endpoint.js';
import { type ListExporter, registerExporter, requestExport } from './export-jobs.js';

type ExportEndpoint = Endpoint<
  z.ZodType,
  z.ZodType<{ format: ExportFormat } & Record<string, unknown>>,
  z.ZodType,
  z.ZodType<{ jobId: number }>
>;

/**
 * `POST …/export` of a hand-built list: queues a job that runs the exporter for the caller (who
 * asked and in which organization); the download center then offers the file.
 */
export function bindListExport(app: FastifyInstance, endpoint: ExportEndpoint, exporter: ListExporter): void {
  registerExporter(app.jobs, exporter);
  bindEndpoint(app, endpoint, ({ member, body, locale }) =>
    requestExport(app.jobs, exporter, member, body, locale, endpoint.access),
  );
}
