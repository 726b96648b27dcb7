import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { removeAbandoned } from '../backup/backup';
import { ensureMonthBackup, type MonthBackup } from '../backup/verify';
import { monthBounds } from '../clock';
import { MONTH_END_STEPS, monthEndSwitches, planMonthEnd, type MonthEndStep } from '../modules/monthEnd/plan';
import type { JobContext } from './context';
import { writeAudit } from '../modules/audit/audit';

export { MIN_STREAK_DAYS, MONTH_END_STEPS, type MonthEndStep } from '../modules/monthEnd/plan';

export interface MonthEndOptions {
  backupDir: string;
  /**
   * Run this one step only, switched on or off (an admin's "run this step" for a step a run skipped); without it a
   * run does every step not done yet whose switch is on, and records the switched-off ones as skipped.
   */
  only?: MonthEndStep;
  /** Called with steps done / steps to do as the run goes (the admin's progress bar). */
  progress?: (done: number, total: number) => Promise<unknown>;
  /** Tests: fail inside a step's transaction (nothing of it stays) or right after it committed. */
  crash?: { step: MonthEndStep; when: 'during' | 'after' };
  /**
   * Tests: called at each named point (`<step>:start`, `<step>:during` inside the step's transaction before it commits,
   * `backup:writing` after each part of the file, `backup:verified` once the finished file passed its check (before its
   * rename), `backup:renamed` once it has its name (its record not yet committed), `backup:written` once it is in place
   * and recorded, `<step>:after` once committed), so a test can kill the process there.
   */
  reached?: (point: MonthEndPoint) => void | Promise<void>;
}

export type MonthEndPoint = `${MonthEndStep}:${'start' | 'during' | 'after'}` | 'backup:writing' | 'backup:verified' | 'backup:renamed' | 'backup:written';

export interface MonthEndResult {
  month: string;
  /** Steps this run did. */
  stepsRun: MonthEndStep[];
  /** Steps this run left out because their switch is off; they can be run later. */
  stepsSkipped: MonthEndStep[];
  /** Nothing was left to do (every step done, or skipped and still switched off). */
  alreadyDone: boolean;
  /** The backup step's outcome, when this run did it. */
  backup?: MonthBackup;
}

/**
 * Closes `month` (YYYY-MM) as planMonthEnd decides: freezes its standings (next month's previous ranks), awards its
 * achievements, writes a verified backup (before anyone's role changes), takes active membership from members below
 * the passing mark, and turns notifications back on. Every step commits together with its mark in month_end_runs
 * (done, or skipped while its switch was off), under a lock on the month's row, so a crash anywhere and a re-run, or
 * two runs at once, give the same result as one clean run. A skipped step is done by a later run once its switch is
 * on, or at once when asked for by name (`only`).
 */
export async function runMonthEnd(ctx: Pick<JobContext, 'db' | 'log'>, month: string, options: MonthEndOptions): Promise<MonthEndResult> {
  const { db } = ctx;
  monthBounds(month);
  // Half-written backups of dead writers go first, whatever this run does.
  removeAbandoned(path.join(options.backupDir, `${month}.json.gz`));
  await db
    .insertInto('month_end_runs')
    .values({ month })
    .onConflict((oc) => oc.column('month').doNothing())
    .execute();
  const run = await db.selectFrom('month_end_runs').selectAll().where('month', '=', month).executeTakeFirstOrThrow();
  const switches = await monthEndSwitches(db);
  const todo = MONTH_END_STEPS.filter((step) =>
    options.only
      ? step === options.only && !run.steps_done.includes(step)
      : !run.steps_done.includes(step) && !(run.steps_skipped.includes(step) && !switches[step]),
  );
  const result: MonthEndResult = { month, stepsRun: [], stepsSkipped: [], alreadyDone: todo.length === 0 };
  await options.progress?.(0, todo.length);

  for (const [index, step] of todo.entries()) {
    const apply = switches[step] || options.only === step;
    const crashDuring = options.crash?.step === step && options.crash.when === 'during';
    await options.reached?.(`${step}:start`);
    if (step === 'backup' && apply && !(await stepDone(ctx.db, month, step))) {
      // Written aside, checked, recorded and renamed: a crash leaves either no backup or a whole, verified one. A run
      // that another process finished meanwhile writes none (its step below then finds it done).
      result.backup = await ensureMonthBackup(db, options.backupDir, month, {
        reached: (point) => options.reached?.(`backup:${point}`),
      });
      await options.reached?.('backup:written');
      if (crashDuring) throw new Error('injected crash during backup');
    }
    const outcome = await db.transaction().execute(async (trx) => {
      // The month's row, locked: a second run waits here, then sees the step done and leaves it.
      const marks = await trx.selectFrom('month_end_runs').select('steps_done').where('month', '=', month).forUpdate().executeTakeFirstOrThrow();
      if (marks.steps_done.includes(step)) return 'done elsewhere' as const;
      if (apply) await applyStep(trx, step, month);
      if (crashDuring && step !== 'backup') throw new Error(`injected crash during ${step}`);
      await trx
        .updateTable('month_end_runs')
        .set(
          apply
            ? { steps_done: sql`array_append(steps_done, ${step})`, steps_skipped: sql`array_remove(steps_skipped, ${step})` }
            : { steps_skipped: sql`case when ${step} = any(steps_skipped) then steps_skipped else array_append(steps_skipped, ${step}) end` },
        )
        .where('month', '=', month)
        .execute();
      await options.reached?.(`${step}:during`);
      return apply ? ('run' as const) : ('skipped' as const);
    });
    await options.reached?.(`${step}:after`);
    if (outcome === 'run') result.stepsRun.push(step);
    if (outcome === 'skipped') result.stepsSkipped.push(step);
    await options.progress?.(index + 1, todo.length);
    if (options.crash?.step === step && options.crash.when === 'after') throw new Error(`injected crash after ${step}`);
  }
  // Finished once every step is done or skipped (a skipped one can still be run later).
  await db
    .updateTable('month_end_runs')
    .set({ finished_at: sql`coalesce(finished_at, now())` })
    .where('month', '=', month)
    .where(sql<boolean>`cardinality(array(select unnest(${sql.val([...MONTH_END_STEPS])}::text[]) except select unnest(steps_done || steps_skipped))) = 0`)
    .execute();
  if (didAnything(result)) {
    ctx.log.info({ month, stepsRun: result.stepsRun, stepsSkipped: result.stepsSkipped }, 'month end finished');
  } else {
    // Another process (or an earlier run) did it all: say so, without claiming a run.
    ctx.log.info({ month }, 'month end: nothing left to do');
  }
  return result;
}

/** Whether a run did or skipped a step (a run that found everything done elsewhere did nothing to log or audit). */
const didAnything = (result: MonthEndResult) => result.stepsRun.length > 0 || result.stepsSkipped.length > 0;

/** Whether `step` of `month` is recorded as done (read without a lock: a hint that spares a second backup write). */
async function stepDone(db: JobContext['db'], month: string, step: MonthEndStep): Promise<boolean> {
  const row = await db.selectFrom('month_end_runs').select('steps_done').where('month', '=', month).executeTakeFirst();
  return row?.steps_done.includes(step) ?? false;
}

/** Applies one step of the plan made inside the step's transaction (the preview's plan, for the database as it is). */
async function applyStep(trx: Transaction<Database>, step: MonthEndStep, month: string): Promise<void> {
  if (step === 'subscriptions') {
    await trx.updateTable('users').set({ subscribed: true }).where('subscribed', '=', false).execute();
    return;
  }
  if (step === 'backup') return;
  const plan = await planMonthEnd(trx, month);
  if (step === 'ranks') {
    await sql`
      insert into monthly_ranks (month, user_id, points, rank)
      select ${month}, s.user_id, s.points, s.rank from json_to_recordset(${JSON.stringify(plan.standings.map((row) => ({ user_id: row.userId, points: row.points, rank: row.rank })))}::json)
        as s(user_id uuid, points int, rank int)
      on conflict (month, user_id) do nothing`.execute(trx);
  }
  if (step === 'achievements' && plan.achievements.length > 0) {
    await trx
      .insertInto('achievements')
      .values(plan.achievements.map((award) => ({ user_id: award.userId, month, type: award.type, value: award.value })))
      .onConflict((oc) => oc.columns(['user_id', 'month', 'type']).doNothing())
      .execute();
  }
  if (step === 'autoKick' && plan.removals.length > 0) {
    const ids = JSON.stringify(plan.removals.map((member) => member.userId));
    await sql`update users set role = 'USER' where id in (select value::uuid from json_array_elements_text(${ids}::json))`.execute(trx);
  }
}

/** Who the audit log names for the 1st-of-the-month run (no account started it). */
export const SCHEDULE_ACTOR = { id: null, name: 'Schedule' } as const;

/**
 * The scheduled month end (the 1st at 03:00 in the chapter's zone) for the month that ended yesterday: a run that did
 * something is in the audit log like an admin's (a run with nothing left to do, say on a second process, is not).
 */
export async function scheduledMonthEnd(ctx: JobContext, month: string): Promise<MonthEndResult> {
  const result = await runMonthEnd(ctx, month, { backupDir: ctx.backupDir });
  if (didAnything(result)) {
    await writeAudit(ctx.db, {
      action: 'run-month-end',
      actor: SCHEDULE_ACTOR,
      after: { month, step: null, label: `Month end of ${month} (scheduled)`, stepsRun: result.stepsRun, stepsSkipped: result.stepsSkipped },
    });
  }
  return result;
}
