import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { DatabaseHandle } from '../src/db';
import { startJobQueue, type JobQueue } from '../src/jobs/queue';
import type { PlatformClients } from '../src/platforms';

const quiet = { info() {}, warn() {}, error() {} };

export interface Processes {
  apps: FastifyInstance[];
  queues: JobQueue[];
  /** Stops every queue worker, then every app (the database is the caller's). */
  close(): Promise<void>;
}

/** `count` API processes on one database, each with its own job-queue worker (no schedules), as several instances run. */
export async function startProcesses(database: DatabaseHandle, config: Config, clients: PlatformClients, count = 2): Promise<Processes> {
  const apps: FastifyInstance[] = [];
  const queues: JobQueue[] = [];
  for (let i = 0; i < count; i += 1) {
    const jobs = { queue: null as JobQueue | null };
    const app = await buildApp({ config, db: database.db, databaseKind: database.kind, platforms: { clients }, jobs });
    await app.ready();
    jobs.queue = await startJobQueue(
      database,
      { db: database.db, clients, timeZone: config.timeZone, backupDir: config.backupDir, log: quiet },
      { schedule: false, pollingIntervalSeconds: 30 },
    );
    apps.push(app);
    queues.push(jobs.queue);
  }
  return {
    apps,
    queues,
    async close() {
      for (const queue of queues) await queue.stop();
      for (const app of apps) await app.close();
    },
  };
}
