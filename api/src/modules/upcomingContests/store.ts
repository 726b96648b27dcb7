import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Platform, UpcomingContest } from '../../platforms';

/**
 * Puts `contests` in place of what was stored for `platform` (a contest it no longer lists goes); only those still
 * ahead of `now` are kept, one per code.
 */
export async function replaceUpcomingContests(db: Kysely<Database>, platform: Platform, contests: UpcomingContest[], now: Date): Promise<number> {
  const byCode = new Map(contests.filter((contest) => contest.startsAt > now).map((contest) => [contest.code, contest]));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('upcoming_contests').where('platform', '=', platform).execute();
    if (byCode.size === 0) return;
    await trx
      .insertInto('upcoming_contests')
      .values(
        [...byCode.values()].map((contest) => ({
          platform,
          code: contest.code,
          name: contest.name,
          link: contest.link,
          starts_at: contest.startsAt,
          ends_at: contest.endsAt,
          fetched_at: now,
        })),
      )
      .execute();
  });
  return byCode.size;
}

/** Drops the contests that have started by `now`, whichever platform listed them. */
export async function dropStartedContests(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('upcoming_contests').where('starts_at', '<=', now).execute();
}

/** True when no platform's list has been stored yet (a fresh install). */
export async function upcomingContestsEmpty(db: Kysely<Database>): Promise<boolean> {
  return !(await db.selectFrom('upcoming_contests').select('code').limit(1).executeTakeFirst());
}
