import { isDeepStrictEqual } from 'node:util';
import type { PgBoss, ScheduleOptions } from 'pg-boss';

/** A queue the app works, with the options it is created with. */
export interface QueueSpec {
  name: string;
  /** As pg-boss's createQueue takes them: its policy, retries and expiry. */
  options: Parameters<PgBoss['createQueue']>[1];
}

/** A recurring job: its queue, its cron expression and the options stored with it (its time zone among them). */
export interface ScheduleSpec {
  name: string;
  cron: string;
  options: ScheduleOptions;
}

/**
 * Creates the queues that do not exist yet. pg-boss's createQueue leaves an existing queue exactly as it is, options
 * included, so reading once which exist changes nothing but the start's work: a locked statement and a read for each
 * queue on every start before (docs/benchmarks.md, "The web part"). Two processes starting together may both find a
 * queue missing; its creation is locked and does nothing the second time.
 */
export async function createMissingQueues(boss: PgBoss, queues: readonly QueueSpec[]): Promise<void> {
  const existing = new Set((await boss.getQueues(queues.map((queue) => queue.name))).map((queue) => queue.name));
  for (const queue of queues) if (!existing.has(queue.name)) await boss.createQueue(queue.name, queue.options);
}

/**
 * Writes the schedules that are missing or differ from the stored ones (expression, time zone, data or options).
 * pg-boss's schedule() rewrites its row every time; an unchanged row is left alone, which its missed-run catch-up
 * does not notice (it reads the row's creation, not its last update).
 */
export async function writeChangedSchedules(boss: PgBoss, schedules: readonly ScheduleSpec[]): Promise<void> {
  const stored = new Map((await boss.getSchedules()).filter((row) => row.key === '').map((row) => [row.name, row]));
  for (const { name, cron, options } of schedules) {
    const row = stored.get(name);
    const same = row && row.cron === cron && row.timezone === (options.tz || 'UTC') && row.data == null && isDeepStrictEqual(row.options, options);
    if (!same) await boss.schedule(name, cron, null, options);
  }
}
