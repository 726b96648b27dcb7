import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PlatformKey } from '../../db/schema';
import { dateIn, monthBounds } from '../../clock';
import { PRACTICE_POINTS_PER_DAY, ledgerSource } from './rules';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores what a member solved per day on a practice platform and awards one point for each day with a solve,
 * from the day the handle was verified on. Returns the points newly awarded (0 on a re-run).
 */
export async function recordPracticeDays(
  db: Kysely<Database>,
  userId: string,
  platform: PlatformKey,
  solvedPerDay: Record<string, number>,
  timeZone: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('platform_accounts')
      .select('verified_at')
      .where('user_id', '=', userId)
      .where('platform', '=', platform)
      .where('verified_at', 'is not', null)
      .executeTakeFirst();
    if (!account?.verified_at) return 0;
    const verifiedDay = dateIn(new Date(account.verified_at), timeZone);

    const days = Object.entries(solvedPerDay).filter(([day, solved]) => day >= verifiedDay && Number.isInteger(solved) && solved >= 0);
    if (days.length === 0) return 0;
    await trx
      .insertInto('solved_days')
      .values(days.map(([day, solved]) => ({ user_id: userId, platform, day, solved })))
      .onConflict((oc) => oc.columns(['user_id', 'platform', 'day']).doUpdateSet({ solved: sql`excluded.solved` }))
      .execute();

    const active = days.filter(([, solved]) => solved > 0);
    if (active.length === 0) return 0;
    const inserted = await trx
      .insertInto('points_ledger')
      .values(
        active.map(([day]) => ({
          user_id: userId,
          source: ledgerSource.practice(platform, day),
          kind: 'practice' as const,
          platform,
          day,
          points: PRACTICE_POINTS_PER_DAY,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'source']).doNothing())
      .returning('points')
      .execute();
    return inserted.reduce((sum, row) => sum + row.points, 0);
  });
}

export interface ContestAward {
  userId: string;
  problems: string[];
  pointsPerProblem: number;
}

/** Awards each member's solved problems of one calendar contest; a re-run awards nothing twice. Returns points newly awarded. */
export async function recordContestAwards(db: Db, contest: { id: string; platform: PlatformKey; day: string }, awards: ContestAward[]): Promise<number> {
  const rows = awards.flatMap((award) =>
    [...new Set(award.problems)].map((problem) => ({
      user_id: award.userId,
      source: ledgerSource.contest(contest.id, problem),
      kind: 'contest' as const,
      platform: contest.platform,
      day: contest.day,
      points: award.pointsPerProblem,
      contest_id: contest.id,
    })),
  );
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('points_ledger')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'source']).doNothing())
    .returning('points')
    .execute();
  return inserted.reduce((sum, row) => sum + row.points, 0);
}

/** An admin's correction: a ledger row of its own, signed by the admin, counted on `day`. */
export async function adjustPoints(db: Db, input: { userId: string; delta: number; adminId: string; day: string; note?: string }): Promise<void> {
  await db
    .insertInto('points_ledger')
    .values({
      user_id: input.userId,
      source: ledgerSource.adjustment(randomUUID()),
      kind: 'adjustment',
      platform: null,
      day: input.day,
      points: input.delta,
      note: input.note ?? null,
      created_by: input.adminId,
    })
    .execute();
}

export interface LedgerEntry {
  day: string;
  kind: 'practice' | 'contest' | 'adjustment';
  platform: PlatformKey | null;
  points: number;
  contestName: string | null;
  note: string | null;
  by: string | null;
  /** When the row was written (an admin's correction: when they made it). */
  at: string;
}

/** Where a member's points of `month` came from, newest first, with the month's total. */
export async function pointsHistory(db: Db, userId: string, month: string): Promise<{ month: string; total: number; entries: LedgerEntry[] }> {
  const [from, to] = monthBounds(month);
  const rows = await db
    .selectFrom('points_ledger as l')
    .leftJoin('contests as c', 'c.id', 'l.contest_id')
    .leftJoin('users as a', 'a.id', 'l.created_by')
    .select([
      sql<string>`l.day::text`.as('day'),
      'l.kind',
      'l.platform',
      'l.points',
      'c.name as contestName',
      'l.note',
      'a.name as by',
      sql<string>`to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at'),
    ])
    .where('l.user_id', '=', userId)
    .where('l.day', '>=', from)
    .where('l.day', '<', to)
    .orderBy('l.day', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return { month, total: rows.reduce((sum, row) => sum + row.points, 0), entries: rows };
}

/** Each member's total for `month`, for ranking. */
export async function monthlyTotals(db: Db, month: string): Promise<Map<string, number>> {
  const [from, to] = monthBounds(month);
  const rows = await db
    .selectFrom('points_ledger')
    .select(['user_id', (eb) => eb.fn.sum<string>('points').as('total')])
    .where('day', '>=', from)
    .where('day', '<', to)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.total)]));
}

/** The month's leaders with points: rank (ties share it), then name; for the landing page's podium. */
export async function topOfMonth(db: Db, month: string, limit: number) {
  const [from, to] = monthBounds(month);
  const totals = db
    .selectFrom('points_ledger as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.name', 'u.role', 'u.profile_picture', sql<number>`sum(l.points)::int`.as('points')])
    .where('l.day', '>=', from)
    .where('l.day', '<', to)
    .where('u.blocked', '=', false)
    .where('u.role', '<>', 'USER')
    .groupBy('u.id')
    .having(sql`sum(l.points)`, '>', 0);
  return db
    .selectFrom(totals.as('t'))
    .selectAll()
    .select(sql<number>`rank() over (order by t.points desc)::int`.as('rank'))
    .orderBy('t.points', 'desc')
    .orderBy('t.name')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
