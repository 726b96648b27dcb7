import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { writeBackup } from '../backup/backup';
import { monthBounds } from '../clock';
import { readSchedulerSettings } from '../modules/points/schedulerSettings';
import type { JobContext } from './context';

export const MONTH_END_STEPS = ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions'] as const;
export type MonthEndStep = (typeof MONTH_END_STEPS)[number];

/** A longest run of active days shorter than this earns no streak badge. */
export const MIN_STREAK_DAYS = 3;

export interface MonthEndOptions {
  backupDir: string;
  /** The stored pictures, saved in the backup with the tables. */
  picturesDir?: string;
  /** Tests: fail inside a step's transaction (nothing of it stays) or right after it committed. */
  crash?: { step: MonthEndStep; when: 'during' | 'after' };
  /**
   * Tests: called at each named point (`<step>:start`, `<step>:during` inside the step's transaction before it commits,
   * `backup:writing` after each part of the file, `backup:written` once it is in place, `<step>:after` once committed),
   * so a test can kill the process there.
   */
  reached?: (point: MonthEndPoint) => void | Promise<void>;
}

export type MonthEndPoint = `${MonthEndStep}:${'start' | 'during' | 'after'}` | 'backup:writing' | 'backup:written';

export interface MonthEndResult {
  month: string;
  stepsRun: MonthEndStep[];
  alreadyDone: boolean;
}

/** The members who are ranked: every unblocked account past USER. */
const ranked = (db: Kysely<Database> | Transaction<Database>) => db.selectFrom('users').select('id').where('role', '<>', 'USER').where('blocked', '=', false);

/**
 * Closes `month` (YYYY-MM): freezes its standings (next month's previous ranks), awards its achievements, writes a
 * backup (before anyone's role changes), takes active membership from members below the passing mark, and turns
 * notifications back on. Every step commits together with its mark in month_end_runs, so a
 * crash anywhere and a re-run give the same result as one clean run; a finished month is never run twice.
 * The switches of scheduler_settings decide which optional steps run.
 */
export async function runMonthEnd(ctx: Pick<JobContext, 'db' | 'log'>, month: string, options: MonthEndOptions): Promise<MonthEndResult> {
  const { db } = ctx;
  const [from, to] = monthBounds(month);
  await db
    .insertInto('month_end_runs')
    .values({ month })
    .onConflict((oc) => oc.column('month').doNothing())
    .execute();
  const run = await db.selectFrom('month_end_runs').selectAll().where('month', '=', month).executeTakeFirstOrThrow();
  if (run.finished_at) return { month, stepsRun: [], alreadyDone: true };

  const settings = await readSchedulerSettings(db);
  const enabled: Record<MonthEndStep, boolean> = {
    ranks: settings.resetDataScheduler,
    achievements: settings.achievementScheduler,
    backup: settings.backupDataScheduler,
    autoKick: settings.autoKickScheduler,
    subscriptions: true,
  };
  const stepsRun: MonthEndStep[] = [];
  for (const step of MONTH_END_STEPS) {
    if (run.steps_done.includes(step)) continue;
    const crashDuring = options.crash?.step === step && options.crash.when === 'during';
    await options.reached?.(`${step}:start`);
    if (step === 'backup' && enabled.backup) {
      // The file is written aside and renamed, so a crash leaves either no backup or a whole one.
      const file = path.join(options.backupDir, `${month}.json.gz`);
      if (!fs.existsSync(file)) await writeBackup(db, file, { picturesDir: options.picturesDir, wrote: () => options.reached?.('backup:writing') });
      await options.reached?.('backup:written');
      if (crashDuring) throw new Error('injected crash during backup');
    }
    await db.transaction().execute(async (trx) => {
      if (enabled[step]) {
        if (step === 'ranks') await freezeStandings(trx, month, from, to);
        if (step === 'achievements') await awardAchievements(trx, month, from, to);
        if (step === 'autoKick') await autoKick(trx, from, to, settings.passingMarks);
        if (step === 'subscriptions') await trx.updateTable('users').set({ subscribed: true }).where('subscribed', '=', false).execute();
      }
      if (crashDuring && step !== 'backup') throw new Error(`injected crash during ${step}`);
      await trx
        .updateTable('month_end_runs')
        .set({ steps_done: sql`array_append(steps_done, ${step})` })
        .where('month', '=', month)
        .execute();
      await options.reached?.(`${step}:during`);
    });
    await options.reached?.(`${step}:after`);
    stepsRun.push(step);
    if (options.crash?.step === step && options.crash.when === 'after') throw new Error(`injected crash after ${step}`);
  }
  await db.updateTable('month_end_runs').set({ finished_at: new Date() }).where('month', '=', month).execute();
  ctx.log.info({ month, stepsRun }, 'month end finished');
  return { month, stepsRun, alreadyDone: false };
}

/** Each ranked member's points of the month and rank (ties share a rank), computed from the ledger. */
function standings(trx: Transaction<Database>, from: string, to: string) {
  return trx
    .selectFrom(ranked(trx).as('u'))
    .leftJoin('points_ledger as l', (join) => join.onRef('l.user_id', '=', 'u.id').on('l.day', '>=', from).on('l.day', '<', to))
    .select([
      'u.id as user_id',
      sql<number>`coalesce(sum(l.points), 0)::int`.as('points'),
      sql<number>`rank() over (order by coalesce(sum(l.points), 0) desc)::int`.as('rank'),
    ])
    .groupBy('u.id');
}

async function freezeStandings(trx: Transaction<Database>, month: string, from: string, to: string): Promise<void> {
  await trx
    .insertInto('monthly_ranks')
    .columns(['month', 'user_id', 'points', 'rank'])
    .expression(trx.selectFrom(standings(trx, from, to).as('s')).select([sql.lit(month).as('month'), 's.user_id', 's.points', 's.rank']))
    .onConflict((oc) => oc.columns(['month', 'user_id']).doNothing())
    .execute();
}

async function awardAchievements(trx: Transaction<Database>, month: string, from: string, to: string): Promise<void> {
  // Podium: ranks 1, 2 and 3 with points (ties share the medal).
  await sql`
    insert into achievements (user_id, month, type, value)
    select s.user_id, ${month}, case s.rank when 1 then 'gold' when 2 then 'silver' else 'bronze' end, s.points
    from (${standings(trx, from, to)}) s
    where s.rank <= 3 and s.points > 0
    on conflict (user_id, month, type) do nothing`.execute(trx);

  // Active days per member (any platform), then the longest run of consecutive ones.
  await sql`
    with active as (
      select d.user_id, d.day from solved_days d join (${ranked(trx)}) u on u.id = d.user_id
      where d.day >= ${from} and d.day < ${to} group by d.user_id, d.day having sum(d.solved) > 0
    ),
    runs as (
      select user_id, count(*) as length
      from (select user_id, day - (row_number() over (partition by user_id order by day))::int as island from active) islands
      group by user_id, island
    ),
    best as (select user_id, max(length) as streak from runs group by user_id)
    insert into achievements (user_id, month, type, value)
    select user_id, ${month}, 'dailyActiveStreak', streak from best
    where streak >= ${MIN_STREAK_DAYS} and streak = (select max(streak) from best)
    on conflict (user_id, month, type) do nothing`.execute(trx);

  // Most problems per day over the whole month.
  await sql`
    with totals as (
      select d.user_id, sum(d.solved)::float / (${to}::date - ${from}::date) as average
      from solved_days d join (${ranked(trx)}) u on u.id = d.user_id
      where d.day >= ${from} and d.day < ${to} group by d.user_id
    )
    insert into achievements (user_id, month, type, value)
    select user_id, ${month}, 'maxAvgPerDay', round(average::numeric, 2) from totals
    where average > 0 and average = (select max(average) from totals)
    on conflict (user_id, month, type) do nothing`.execute(trx);
}

/** Members (role MEMBER, not protected) whose month ended below the passing mark go back to USER. */
async function autoKick(trx: Transaction<Database>, from: string, to: string, passingMarks: number): Promise<void> {
  await sql`
    update users set role = 'USER'
    where role = 'MEMBER' and not protected and id in (select s.user_id from (${standings(trx, from, to)}) s where s.points < ${passingMarks})`.execute(trx);
}
