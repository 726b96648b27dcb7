import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { PointsHistory } from '@chapter/contract';
import type { Database, PlatformKey } from '../../db/schema';
import { dateIn, monthBounds } from '../../clock';
import { writeAudit } from '../audit/audit';
import { PRACTICE_POINTS_PER_DAY, ledgerSource } from './rules';
import { monthPoints } from './monthPoints';
import { notify } from '../notifications/notify';

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

export interface ContestStanding {
  userId: string;
  name: string;
  /** The problems the new standings credit the member with (none: absent, or removed from the standings). */
  problems: string[];
  /** Used for a member the ledger holds nothing of this contest for; the others keep the rate they were awarded at. */
  pointsPerProblem: number;
}

export interface ContestSettleOutcome {
  /** Points added (or taken, negative) by this fetch: first awards and revisions together. */
  points: number;
  /** Members whose contest points a revision changed. */
  revised: number;
}

/** Who the audit log names for a revision: the contest results job (no account made it). */
export const CONTEST_RESULTS_ACTOR = { id: null, name: 'Contest results' } as const;

/**
 * Brings what the ledger holds for one contest to what `standings` say, member by member. A member it holds nothing
 * for is awarded per problem (the first award); for the others the difference between the new standings' points (at
 * the rate first awarded) and what the ledger holds becomes one revision row for this contest, member and `stage`
 * (a second fetch of the same stage adds to that row), written to the audit log with before and after. A revision
 * counts on the contest's day; when that month was already closed by the month end it is recorded with a note and the
 * month's ranks and achievements stay. Call it in the transaction that holds the contest's row lock.
 */
export async function settleContestPoints(
  trx: Transaction<Database>,
  contest: { id: string; name: string; platform: PlatformKey; day: string },
  stage: number,
  standings: ContestStanding[],
): Promise<ContestSettleOutcome> {
  if (standings.length === 0) return { points: 0, revised: 0 };
  const held = new Map(
    (
      await trx
        .selectFrom('points_ledger')
        .select(['user_id', sql<number>`sum(points)::int`.as('points'), sql<number | null>`min(points) filter (where revision_stage is null)`.as('rate')])
        .where('contest_id', '=', contest.id)
        .where(
          'user_id',
          'in',
          standings.map((standing) => standing.userId),
        )
        .groupBy('user_id')
        .execute()
    ).map((row) => [row.user_id, row]),
  );

  const firstAwards = standings.filter((standing) => !held.has(standing.userId) && standing.problems.length > 0);
  let points = await recordContestAwards(trx, contest, firstAwards);
  let revised = 0;
  const closedNote = (await monthClosed(trx, contest.day)) ? `After the month end of ${contest.day.slice(0, 7)}: its ranks and achievements stand` : null;
  for (const standing of standings) {
    const before = held.get(standing.userId);
    if (!before) continue;
    const after = (before.rate ?? standing.pointsPerProblem) * new Set(standing.problems).size;
    const delta = after - before.points;
    if (delta === 0) continue;
    await trx
      .insertInto('points_ledger')
      .values({
        user_id: standing.userId,
        source: ledgerSource.contestRevision(contest.id, stage),
        kind: 'contest',
        platform: contest.platform,
        day: contest.day,
        points: delta,
        contest_id: contest.id,
        note: closedNote,
        revision_stage: stage,
        points_before: before.points,
        points_after: after,
      })
      // A second re-fetch of the same stage: the one row of this stage takes the new difference as well.
      .onConflict((oc) =>
        oc.columns(['user_id', 'source']).doUpdateSet({ points: sql`points_ledger.points + excluded.points`, points_after: sql`excluded.points_after` }),
      )
      .execute();
    await writeAudit(trx, {
      action: 'revise-contest-points',
      actor: CONTEST_RESULTS_ACTOR,
      target: { id: standing.userId, name: standing.name },
      before: { contestId: contest.id, contest: contest.name, stage, points: before.points },
      after: {
        contestId: contest.id,
        contest: contest.name,
        stage,
        points: after,
        problems: [...new Set(standing.problems)],
        monthClosed: closedNote !== null,
      },
    });
    // Once per member, contest and stage: a second fetch of the same stage adds no second notice.
    await notify(trx, [standing.userId], {
      kind: 'contest-revised',
      title: `Points revised: ${contest.name}`,
      body: `The contest's standings changed: your points for it went from ${before.points} to ${after}.`,
      link: '/profile',
      key: `contest-revised:${contest.id}:${stage}`,
    });
    points += delta;
    revised += 1;
  }
  return { points, revised };
}

/** Whether the month end has frozen `day`'s month (its ranks step ran): a later revision does not reopen it. */
async function monthClosed(db: Db, day: string): Promise<boolean> {
  const run = await db
    .selectFrom('month_end_runs')
    .select('month')
    .where('month', '=', day.slice(0, 7))
    .where(sql<boolean>`'ranks' = any(steps_done)`)
    .executeTakeFirst();
  return run !== undefined;
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

/** Where a member's points of `month` came from, newest first, with the month's total. */
export async function pointsHistory(db: Db, userId: string, month: string): Promise<PointsHistory> {
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
      sql<boolean>`l.contest_id is not null and c.final_at is null`.as('provisional'),
      'l.revision_stage',
      'l.points_before',
      'l.points_after',
    ])
    .where('l.user_id', '=', userId)
    .where('l.day', '>=', from)
    .where('l.day', '<', to)
    .orderBy('l.day', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  const entries = rows.map(({ revision_stage, points_before, points_after, ...entry }) => ({
    ...entry,
    revision: revision_stage === null ? null : { stage: revision_stage, before: points_before ?? 0, after: points_after ?? 0 },
  }));
  return { month, total: rows.reduce((sum, row) => sum + row.points, 0), entries };
}

/**
 * The month's leaders with points: rank (ties share it), then name; for the landing page's podium. Members who chose
 * not to appear on the landing page are left out before ranking, so the next ones move up and the ranks count only
 * those shown (1–3, ties sharing): no gap hints at a hidden member (docs/privacy.md).
 */
export async function topOfMonth(db: Db, month: string, limit: number) {
  const totals = db
    .selectFrom(sql<{ user_id: string; points: number }>`(${monthPoints(month)})`.as('p'))
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.name', 'u.role', 'u.profile_picture', 'p.points'])
    .where('u.blocked', '=', false)
    .where('u.on_landing_page', '=', true)
    .where('u.role', '<>', 'USER')
    .where('p.points', '>', 0);
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
