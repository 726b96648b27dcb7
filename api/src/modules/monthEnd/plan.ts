// The one place that decides what a month end does (docs/rules.md §6): the frozen standings, the achievements with
// their ties, who loses active membership at the current passing mark and who is spared and why. The admin's preview
// answers this plan; the month end job applies it, step by step, each step from a plan made inside its own
// transaction, so what the preview shows is what the run does.
import { sql, type Kysely } from 'kysely';
import type { MonthEndStepName, PlannedMember, SpareReason } from '@chapter/contract';
import type { AchievementType, Database } from '../../db/schema';
import { monthBounds } from '../../clock';
import { readSchedulerSettings } from '../points/schedulerSettings';
import { monthPoints } from '../points/monthPoints';

/** The contract's step names (MONTH_END_STEPS there), in the order a run does them. */
export const MONTH_END_STEPS = ['ranks', 'achievements', 'backup', 'autoKick', 'subscriptions'] as const satisfies readonly MonthEndStepName[];
export type MonthEndStep = (typeof MONTH_END_STEPS)[number];
export const isMonthEndStep = (value: unknown): value is MonthEndStep => (MONTH_END_STEPS as readonly unknown[]).includes(value);

/** What each step does, for the admin (preview, step list, CLI). */
export const STEP_LABELS: Record<MonthEndStep, string> = {
  ranks: "Freeze the month's ranks (next month's previous rank)",
  achievements: 'Award the achievements',
  backup: 'Write the verified backup',
  autoKick: 'Remove members below the passing mark',
  subscriptions: 'Turn notifications back on',
};

/** A longest run of active days shorter than this earns no streak badge. */
export const MIN_STREAK_DAYS = 3;

export interface MonthEndPlan {
  month: string;
  passingMarks: number;
  /** Which steps the scheduler switches let a run do (an admin may still run a switched-off step on its own). */
  switches: Record<MonthEndStep, boolean>;
  /** Every ranked member (unblocked, past USER) with the month's points and rank; ties share a rank. */
  standings: Array<{ userId: string; points: number; rank: number }>;
  achievements: Array<{ userId: string; name: string; type: AchievementType; value: number }>;
  /** Members (role MEMBER) below the passing mark who go back to USER. */
  removals: PlannedMember[];
  /** Members below the passing mark who keep their role, and why (the first reason that applies, in this order). */
  spared: Array<PlannedMember & { reason: SpareReason }>;
  /** Accounts whose notifications are turned back on. */
  resubscribe: number;
}

/** The scheduler switches as the steps they turn on (docs/rules.md §6: the four switches; notifications always). */
export async function monthEndSwitches(db: Kysely<Database>): Promise<Record<MonthEndStep, boolean>> {
  const settings = await readSchedulerSettings(db);
  return {
    ranks: settings.resetDataScheduler,
    achievements: settings.achievementScheduler,
    backup: settings.backupDataScheduler,
    autoKick: settings.autoKickScheduler,
    subscriptions: true,
  };
}

interface MemberRow {
  id: string;
  name: string;
  role: string;
  protected: boolean;
  blocked: boolean;
  points: number;
  rank: number | null;
}

/**
 * Decides `month`'s end from the database as it is now; reads only. `db` may be a transaction (the run plans inside
 * each step's transaction, so nothing changes between the decision and its application).
 */
export async function planMonthEnd(db: Kysely<Database>, month: string): Promise<MonthEndPlan> {
  const [from, to] = monthBounds(month);
  const settings = await readSchedulerSettings(db);
  // Every account past USER with the month's points; the unblocked ones are ranked (ties share a rank).
  const members = await sql<MemberRow>`
    select u.id, u.name, u.role, u.protected, u.blocked, coalesce(p.points, 0)::int as points,
      case when u.blocked then null else (rank() over (partition by u.blocked order by coalesce(p.points, 0) desc))::int end as rank
    from users u
    left join (${monthPoints(month)}) p on p.user_id = u.id
    where u.role <> 'USER'
    order by u.blocked, points desc, u.name, u.id`.execute(db);
  const rows = members.rows;
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const standings = rows.filter((row) => row.rank !== null).map((row) => ({ userId: row.id, points: row.points, rank: row.rank! }));

  const achievements: MonthEndPlan['achievements'] = [];
  // Podium: ranks 1, 2 and 3 with points (a tie shares the medal; nobody is third after a shared second).
  const MEDALS: Record<number, AchievementType> = { 1: 'gold', 2: 'silver', 3: 'bronze' };
  for (const row of standings) {
    const medal = MEDALS[row.rank];
    if (medal && row.points > 0) achievements.push({ userId: row.userId, name: nameOf.get(row.userId)!, type: medal, value: row.points });
  }
  const ranked = sql`(select id from users where role <> 'USER' and not blocked)`;
  // The longest run of consecutive active days (any platform); the longest of all wins, ties all win.
  const streaks = await sql<{ user_id: string; streak: number }>`
    with active as (
      select d.user_id, d.day from solved_days d join ${ranked} u on u.id = d.user_id
      where d.day >= ${from} and d.day < ${to} group by d.user_id, d.day having sum(d.solved) > 0
    ),
    runs as (
      select user_id, count(*) as length
      from (select user_id, day - (row_number() over (partition by user_id order by day))::int as island from active) islands
      group by user_id, island
    ),
    best as (select user_id, max(length)::int as streak from runs group by user_id)
    select user_id, streak from best where streak >= ${MIN_STREAK_DAYS} and streak = (select max(streak) from best) order by user_id`.execute(db);
  for (const row of streaks.rows) achievements.push({ userId: row.user_id, name: nameOf.get(row.user_id)!, type: 'dailyActiveStreak', value: row.streak });
  // Most problems per day over the whole month.
  const averages = await sql<{ user_id: string; average: string }>`
    with totals as (
      select d.user_id, sum(d.solved)::float / (${to}::date - ${from}::date) as average
      from solved_days d join ${ranked} u on u.id = d.user_id
      where d.day >= ${from} and d.day < ${to} group by d.user_id
    )
    select user_id, round(average::numeric, 2)::text as average from totals
    where average > 0 and average = (select max(average) from totals) order by user_id`.execute(db);
  for (const row of averages.rows) achievements.push({ userId: row.user_id, name: nameOf.get(row.user_id)!, type: 'maxAvgPerDay', value: Number(row.average) });

  const removals: MonthEndPlan['removals'] = [];
  const spared: MonthEndPlan['spared'] = [];
  for (const row of rows) {
    if (row.points >= settings.passingMarks) continue;
    const member = { userId: row.id, name: row.name, role: row.role, points: row.points };
    const reason: SpareReason | null = row.protected ? 'protected' : row.role !== 'MEMBER' ? 'coreMember' : row.blocked ? 'blocked' : null;
    if (reason) spared.push({ ...member, reason });
    else removals.push(member);
  }
  const unsubscribed = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('subscribed', '=', false)
    .executeTakeFirstOrThrow();

  return {
    month,
    passingMarks: settings.passingMarks,
    switches: await monthEndSwitches(db),
    standings,
    achievements,
    removals,
    spared,
    resubscribe: unsubscribed.count,
  };
}
