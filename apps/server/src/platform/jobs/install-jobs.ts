import type { FastifyInstance } from 'fastify';
import { JobQueue, type JobQueueOptions } from './job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: modules register handlers and enqueue jobs through it. */
    jobs: JobQueue;
  }
}

/** The app's job queue: workers start when the app is ready and hand their jobs back before it closes. */
export function installJobs(app: FastifyInstance, options: JobQueueOptions): JobQueue {
  const queue = new JobQueue({ log: app.log, ...options });
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start());
  // preClose: before onClose hooks, which may close the database.
  app.addHook('preClose', () => queue.stop());
  return queue;
}
