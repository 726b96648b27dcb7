import { CompiledQuery, type Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/schema';
import { newBoss } from './queue';
import { queueErrorLogger, runThroughOutage } from './outage';
import { createMissingQueues } from './queueSetup';
import type { WaitOptions } from '../db/outage';

/** A queue whose jobs are queued inside the caller's transaction: the job exists exactly when the change does. */
export interface SideQueue<T> {
  enqueue(db: Kysely<Database>, data: T): Promise<void>;
  stop(): Promise<void>;
}

export interface SideQueueOptions {
  pollingIntervalSeconds?: number;
  /** Seconds before the first retry of a failed job; later retries back off exponentially. */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** Tests: how long and how often a job cut off by a database outage tries again (default: jobs/outage.ts). */
  outageWait?: Partial<WaitOptions>;
}

export interface SideQueueSpec<T> {
  name: string;
  /** What a job's data must be; a job without it is logged and dropped. */
  isJob(data: unknown): data is T;
  /** Does the job; throws to have it retried. */
  run(data: T): Promise<unknown>;
  defaults: { retryLimit: number; retryDelaySeconds: number };
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}

/** pg-boss statements run on the caller's connection (its transaction). */
const onConnection = (db: Kysely<Database>) => ({
  async executeSql(text: string, values?: unknown[]) {
    const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
    return { rows: result.rows as unknown[] };
  },
});

/**
 * Creates the queue and its worker on `boss`, or on a pg-boss of its own over `database` (a process whose scheduled
 * jobs are off still sends what it queues). Any number of processes may run it on one database: pg-boss hands each
 * job to one worker, and the job's sends are once each (jobs/deliveries.ts).
 */
export async function startSideQueue<T extends object>(
  source: { boss: PgBoss } | { database: DatabaseHandle },
  spec: SideQueueSpec<T>,
  options: SideQueueOptions = {},
): Promise<SideQueue<T>> {
  let boss: PgBoss;
  let owned = false;
  if ('boss' in source) boss = source.boss;
  else {
    boss = await newBoss(source.database, { schedule: false, supervise: true });
    boss.on('error', queueErrorLogger(spec.log, `${spec.name} queue error`));
    await boss.start();
    owned = true;
  }
  await createMissingQueues(boss, [
    {
      name: spec.name,
      options: {
        retryLimit: options.retryLimit ?? spec.defaults.retryLimit,
        retryDelay: options.retryDelaySeconds ?? spec.defaults.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 3_600,
      },
    },
  ]);
  await boss.work(spec.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
    if (!job || !spec.isJob(job.data)) {
      spec.log.error({ job: job?.id, data: job?.data }, `${spec.name} job without its data; dropped`);
      return;
    }
    const data = job.data;
    // Cut off by a database outage: waits for it and runs again (the sends are once each), then completes once.
    await runThroughOutage(() => spec.run(data), spec.log, options.outageWait);
  });
  return {
    async enqueue(db, data) {
      await boss.send(spec.name, data, { db: onConnection(db) });
    },
    stop: async () => {
      if (owned) await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}
