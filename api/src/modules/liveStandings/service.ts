import type { Kysely } from 'kysely';
import type { LiveStandings } from '@chapter/contract';
import type { Database } from '../../db/schema';

/** How long after its end a contest's chapter standings are still shown (pointing to the final points). */
export const LIVE_SHOWN_AFTER_END_MS = 3 * 3_600_000;

/**
 * The calendar contests running at `now` or ended within LIVE_SHOWN_AFTER_END_MS, soonest ending first, each with its
 * last read: the members who took part in chapter order (then by name), when it was read, and why the last read failed.
 * A running contest not read yet has no rows and updatedAt null.
 */
export async function liveStandingsAt(db: Kysely<Database>, now: Date): Promise<LiveStandings[]> {
  const contests = await db
    .selectFrom('contests as c')
    .leftJoin('live_standings as s', 's.contest_id', 'c.id')
    .select(['c.id', 'c.name', 'c.link', 'c.platform', 'c.starts_at', 'c.ends_at', 's.updated_at', 's.problem'])
    .where('c.starts_at', '<=', now)
    .where('c.ends_at', '>', new Date(now.getTime() - LIVE_SHOWN_AFTER_END_MS))
    .orderBy('c.ends_at')
    .orderBy('c.id')
    .execute();
  if (contests.length === 0) return [];
  const rows = await db
    .selectFrom('live_standing_rows as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.contest_id', 'r.user_id', 'u.name', 'r.handle', 'r.chapter_rank', 'r.platform_rank', 'r.solved', 'r.penalty'])
    .where(
      'r.contest_id',
      'in',
      contests.map((contest) => contest.id),
    )
    .orderBy('r.chapter_rank')
    .orderBy('u.name')
    .orderBy('r.user_id')
    .execute();
  return contests.map((contest) => ({
    contestId: contest.id,
    name: contest.name,
    platform: contest.platform,
    link: contest.link,
    startsAt: contest.starts_at.toISOString(),
    endsAt: contest.ends_at.toISOString(),
    phase: contest.ends_at.getTime() > now.getTime() ? 'running' : 'finished',
    updatedAt: contest.updated_at ? contest.updated_at.toISOString() : null,
    problem: contest.problem ?? null,
    rows: rows
      .filter((row) => row.contest_id === contest.id)
      .map((row) => ({
        userId: row.user_id,
        name: row.name,
        handle: row.handle,
        chapterRank: row.chapter_rank,
        platformRank: row.platform_rank,
        solved: row.solved,
        penalty: row.penalty,
      })),
  }));
}
