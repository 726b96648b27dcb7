import { sql, type Kysely } from 'kysely';
import type { JobRun } from '@chapter/contract';
import type { Database, JobRunState } from '../../db/schema';
import { HttpError } from '../../errors';
import { dateIn } from '../../clock';
import { isUuid } from '../validate';
import { writeAudit, type AuditActor } from '../audit/audit';
import { bodyRecord } from '../lists';

/** The queue the admin's "fetch now" runs go through (one worker among all API processes takes each). */
export const ADMIN_RUN_QUEUE = 'admin-run' as const;
export const RUNNABLE_JOBS = ['contest-results', 'practice-today'] as const;
export type RunnableJob = (typeof RUNNABLE_JOBS)[number];

/** A run still open after this long was left by a stopped process (pg-boss expires the job then too). */
const STALE_AFTER = '1 hour';

/** A run as job_runs holds it: the contract's JobRun, in one of the states a run of this table takes. */
export type RecordedJobRun = JobRun & { state: JobRunState };

type RunRow = {
  id: string;
  name: string;
  label: string;
  state: JobRunState;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
  progress_done: number | null;
  progress_total: number | null;
  result: Record<string, unknown> | null;
  error: string | null;
};

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export const toJobRun = (row: RunRow): RecordedJobRun => ({
  id: row.id,
  name: row.name,
  label: row.label,
  state: row.state,
  createdAt: new Date(row.created_at).toISOString(),
  startedAt: iso(row.started_at),
  completedAt: iso(row.completed_at),
  progress: row.progress_total === null ? null : { done: row.progress_done ?? 0, total: row.progress_total },
  result: row.result,
  error: row.error,
});

/** The columns a JobRun is read from (toJobRun). */
export const RUN_COLUMNS = [
  'id',
  'name',
  'label',
  'state',
  'created_at',
  'started_at',
  'completed_at',
  'progress_done',
  'progress_total',
  'result',
  'error',
] as const;

export async function findJobRun(db: Kysely<Database>, id: unknown): Promise<RecordedJobRun> {
  const row = isUuid(id) ? await db.selectFrom('job_runs').select(RUN_COLUMNS).where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, 'Job run not found');
  return toJobRun(row);
}

export async function recentJobRuns(db: Kysely<Database>, limit = 20): Promise<RecordedJobRun[]> {
  const rows = await db
    .selectFrom('job_runs')
    .select(RUN_COLUMNS)
    .where('name', '<>', MEMBER_REFRESH_JOB)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toJobRun);
}

/** The error queues' re-runs, queued by their own routes (not offered by run-job). */
export const RERUN_JOBS = ['rerun-contest-error', 'rerun-practice-error'] as const;

/** The admin's month end runs (a whole month, or one step of it), queued by the month end routes and the CLI. */
export const MONTH_END_JOB = 'month-end' as const;

/** A member's own "Refresh my figures" (modules/myFigures): a run of the same queue, not listed among the admin's. */
export const MEMBER_REFRESH_JOB = 'member-refresh' as const;

export interface RunRequest {
  name: RunnableJob | (typeof RERUN_JOBS)[number] | typeof MONTH_END_JOB | typeof MEMBER_REFRESH_JOB;
  key: string;
  label: string;
  data: Record<string, unknown>;
  /** The audit entry's action and details, when the run stands for another admin action (an error re-run); false: no entry (a member's own refresh). */
  audit?: { action: string; after: Record<string, unknown> } | false;
}

/** What an admin asked for, checked: an unknown job, or a contest unknown or not finished, is a 400. */
export async function readRunRequest(db: Kysely<Database>, body: unknown, timeZone: string, now = new Date()): Promise<RunRequest> {
  const raw = bodyRecord(body);
  if (raw.job === 'practice-today') {
    const day = dateIn(now, timeZone);
    return { name: 'practice-today', key: `practice-today:${day}`, label: `Today's practice (${day})`, data: { day } };
  }
  if (raw.job === 'contest-results') {
    const contest = isUuid(raw.contestId)
      ? await db.selectFrom('contests').select(['id', 'name', 'ends_at']).where('id', '=', raw.contestId).executeTakeFirst()
      : undefined;
    if (!contest) throw new HttpError(400, 'Contest not found: choose a contest of the calendar');
    if (new Date(contest.ends_at) > now) throw new HttpError(400, 'This contest has not finished yet');
    return { name: 'contest-results', key: `contest-results:${contest.id}`, label: `Results of ${contest.name}`, data: { contestId: contest.id } };
  }
  throw new HttpError(400, `Unknown job: choose one of ${RUNNABLE_JOBS.join(', ')}`);
}

/**
 * Queues a run, or answers the one already queued or running for the same thing: the open-run unique index makes
 * that hold across API processes. The audit entry is written with the new run.
 */
/** What queues the run: the job layer's queue (one worker among all API processes takes it). */
export interface RunQueue {
  runNow(name: string, data?: object, key?: string): Promise<string | null>;
}

export async function requestJobRun(
  db: Kysely<Database>,
  queue: RunQueue | null,
  actor: AuditActor,
  request: RunRequest,
): Promise<{ run: RecordedJobRun; created: boolean }> {
  if (!queue) throw new HttpError(503, 'Scheduled jobs are switched off on this server (JOBS=false)');
  const outcome = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('job_runs')
      .set({ state: 'failed', error: 'Stopped without finishing (the server was restarted)', completed_at: new Date() })
      .where('key', '=', request.key)
      .where('state', 'in', ['queued', 'active'])
      .where('created_at', '<', sql<Date>`now() - ${STALE_AFTER}::interval`)
      .execute();
    const inserted = await trx
      .insertInto('job_runs')
      .values({ name: request.name, key: request.key, label: request.label, data: JSON.stringify(request.data), requested_by: actor.id })
      .onConflict((oc) => oc.column('key').where('state', 'in', ['queued', 'active']).doNothing())
      .returning(RUN_COLUMNS)
      .executeTakeFirst();
    if (inserted && request.audit === false) return { row: inserted, created: true };
    const audit = request.audit || undefined;
    if (inserted) {
      await writeAudit(trx, {
        action: audit?.action ?? 'run-job',
        actor,
        target: null,
        before: null,
        after: { ...(audit?.after ?? { job: request.name, label: request.label, ...request.data }), runId: inserted.id },
      });
      return { row: inserted, created: true };
    }
    return { row: null, created: false };
  });
  if (!outcome.created) {
    const open = await db
      .selectFrom('job_runs')
      .select(RUN_COLUMNS)
      .where('key', '=', request.key)
      .where('state', 'in', ['queued', 'active'])
      .executeTakeFirst();
    // The open run finished between the insert and this read: its final state is the answer.
    const row =
      open ?? (await db.selectFrom('job_runs').select(RUN_COLUMNS).where('key', '=', request.key).orderBy('created_at', 'desc').executeTakeFirstOrThrow());
    return { run: toJobRun(row), created: false };
  }
  const row = outcome.row!;
  try {
    await queue.runNow(ADMIN_RUN_QUEUE, { runId: row.id }, request.key);
  } catch (error) {
    await finishJobRun(db, row.id, 'failed', null, `Could not queue the job: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  return { run: toJobRun(row), created: true };
}

/** Marks a queued run as started; null when it is not queued any more (another worker took it, or it ended). */
export async function startJobRun(db: Kysely<Database>, runId: unknown): Promise<{ id: string; name: string; data: Record<string, unknown> } | null> {
  if (!isUuid(runId)) return null;
  const run = await db
    .updateTable('job_runs')
    .set({ state: 'active', started_at: new Date() })
    .where('id', '=', runId)
    .where('state', '=', 'queued')
    .returning(['id', 'name', 'data'])
    .executeTakeFirst();
  return run ?? null;
}

/** Records how far a run is (members done / total), where every process reads it. */
export async function reportJobProgress(db: Kysely<Database>, runId: string, done: number, total: number): Promise<void> {
  await db.updateTable('job_runs').set({ progress_done: done, progress_total: total }).where('id', '=', runId).execute();
}

export async function finishJobRun(
  db: Kysely<Database>,
  id: string,
  state: 'completed' | 'failed',
  result: Record<string, unknown> | null,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ state, result: result ? JSON.stringify(result) : null, error, completed_at: new Date() })
    .where('id', '=', id)
    .execute();
}
