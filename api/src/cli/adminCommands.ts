import type { DatabaseHandle } from '../db';
import type { JobContext } from '../jobs/context';
import { newBoss, ON_DEMAND_QUEUE, type JobQueue } from '../jobs/queue';
import { ensureFreshBoards } from '../modules/leaderboard/standings';
import { fetchAuditLog } from '../modules/admin/auditLog';
import { ADMIN_RUN_QUEUE, findJobRun, readRunRequest, requestJobRun, type RunRequest } from '../modules/jobRuns/jobRuns';
import { executeJobRun } from '../jobs/adminRuns';
import { jobStatus } from '../modules/admin/jobStatus';
import { HttpError } from '../errors';
import { UsageError } from './commands';

/** The operator, as the audit log names the command line. */
export const CLI_ACTOR = { id: null, name: 'Operator (command line)' };

const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

/** The newest `limit` audit entries, one a line. */
export async function auditLogCommand(database: DatabaseHandle, limitText: string | undefined): Promise<string> {
  const limit = Number(limitText ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new UsageError('--limit must be a whole number from 1 to 100');
  const page = await fetchAuditLog(database.db, { page: 1, limit, action: '', actorId: null, targetId: null, search: '' });
  if (page.data.length === 0) return 'The audit log is empty.';
  const lines = page.data.map((entry) =>
    [
      entry.at,
      entry.action,
      entry.actor.name,
      entry.target ? (entry.target.name ?? entry.target._id) : '-',
      `${json(entry.before)} -> ${json(entry.after)}`,
    ].join('\t'),
  );
  return `${lines.join('\n')}\n(${page.data.length} of ${page.totalCount} entries, newest first)`;
}

/**
 * Queues a run on the same queue the admin area uses (so it runs once, whichever process takes it), works that
 * queue here as well (the embedded database runs no server meanwhile), and prints its progress until it ends.
 */
export async function runJobCommand(database: DatabaseHandle, ctx: JobContext, args: string[], print: (line: string) => void): Promise<string> {
  const [job, contestId] = args;
  if (job === 'contest-results' && !contestId) {
    const { finishedContests } = await jobStatus(database.db, async () => []);
    const list = finishedContests.map((c) => `  ${c.contestId}  ${c.date} ${c.endTime}  ${c.platform}  ${c.contestName}`).join('\n');
    throw new UsageError(`Give the contest: run-job contest-results <contestId>. Finished contests:\n${list || '  (none)'}`);
  }
  let request;
  try {
    request = await readRunRequest(database.db, { job, contestId }, ctx.timeZone);
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(`${error.message}\nUsage: run-job practice-today | run-job contest-results <contestId>`);
    throw error;
  }
  return followRun(database, ctx, request, print);
}

/**
 * Queues `request` on the admin area's queue (so it runs once, whichever process takes it), works that queue here as
 * well (the embedded database runs no server meanwhile), and prints its progress until it ends.
 */
export async function followRun(database: DatabaseHandle, ctx: JobContext, request: RunRequest, print: (line: string) => void): Promise<string> {
  const boss = await newBoss(database, { schedule: false, supervise: false });
  boss.on('error', (error: unknown) => ctx.log.error({ err: error }, 'job queue error'));
  await boss.start();
  try {
    await boss.createQueue(ADMIN_RUN_QUEUE, ON_DEMAND_QUEUE);
    await boss.work<{ runId?: string }>(ADMIN_RUN_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([queued]) => {
      await executeJobRun(ctx, queued?.data?.runId);
      await ensureFreshBoards(ctx.db, ctx.timeZone, { force: true });
    });
    const queue: JobQueue = { boss, runNow: (name, data, key) => boss.send(name, data ?? null, key ? { singletonKey: key } : {}), stop: () => boss.stop() };
    const { run, created } = await requestJobRun(database.db, queue, CLI_ACTOR, request);
    print(`${run.label}: ${created ? 'queued' : `already ${run.state}, following it`} (run ${run.id})`);
    let shown = '';
    for (;;) {
      const now = await findJobRun(database.db, run.id);
      const line = now.progress ? `${now.state} ${now.progress.done}/${now.progress.total}` : now.state;
      if (line !== shown) print(line);
      shown = line;
      if (now.state === 'completed') return `Done: ${json(now.result)}`;
      if (now.state === 'failed') throw new UsageError(`The run failed: ${now.error ?? 'unknown error'}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await boss.stop({ graceful: true, timeout: 10_000 });
  }
}
