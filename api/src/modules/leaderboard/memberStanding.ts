import { sql, type Kysely } from 'kysely';
import type { Badge, DailyActivity, PlatformStats } from '@chapter/shared/types';
import type { AchievementType, Database, PlatformKey } from '../../db/schema';
import { dateIn, daysBetween, monthBounds, monthOf, previousMonth } from '../../clock';
import { ensureFreshBoards } from './standings';
import { monthPoints } from '../points/monthPoints';
import { rankOf } from './ranking';

export interface MemberStanding {
  points: number;
  currentRank: number | null;
  prevRank: number | null;
  /** Problems solved on the member's verified platforms, all time. */
  problemsSolved: number;
  avgPerDay: number;
  maxStreak: number;
  dailyActivity: DailyActivity[];
  badges: Badge[];
}

const BADGE_TEXT: Record<AchievementType, { name: string; description: (value: number | null) => string }> = {
  gold: { name: 'Gold', description: (points) => `First place of the month with ${points ?? 0} points` },
  silver: { name: 'Silver', description: (points) => `Second place of the month with ${points ?? 0} points` },
  bronze: { name: 'Bronze', description: (points) => `Third place of the month with ${points ?? 0} points` },
  dailyActiveStreak: { name: 'Daily Active Streak', description: (days) => `Longest run of active days in the month: ${days ?? 0}` },
  maxAvgPerDay: { name: 'Problem Solver', description: (average) => `Most problems solved per day in the month: ${average ?? 0}` },
};

/** The longest run of consecutive days in a sorted list of YYYY-MM-DD. */
export function longestStreak(days: string[]): number {
  let best = 0;
  let current = 0;
  let previous: string | null = null;
  for (const day of days) {
    current = previous !== null && daysBetween(previous, day) === 1 ? current + 1 : 1;
    best = Math.max(best, current);
    previous = day;
  }
  return best;
}

/**
 * A member's month as the profile shows it: points and live rank from the ledger, last month's frozen rank,
 * daily activity and its figures from the fetched solves, and the badges the month ends awarded.
 */
export async function memberStanding(db: Kysely<Database>, userId: string, timeZone: string, maxStaleMs = 0, now = new Date()): Promise<MemberStanding> {
  const today = dateIn(now, timeZone);
  const month = monthOf(today);
  const [from] = monthBounds(month);

  // Points and rank as the overall board has them, so the profile and the leaderboard always agree.
  await ensureFreshBoards(db, timeZone, { maxStaleMs, now });
  const { rows: standing } = await sql<{ points: number; rank: number }>`
    select m.points, ${rankOf('overall', sql`m.points`)} as rank from leaderboard_members m where m.user_id = ${userId}`.execute(db);
  const mine = standing[0];
  // Someone not on the board (a USER, a blocked member) still has the month's points of the ledger.
  const points = mine?.points ?? (await monthPoints(month, { ids: [userId] }).execute(db)).rows[0]?.points ?? 0;

  const prev = await db.selectFrom('monthly_ranks').select('rank').where('month', '=', previousMonth(month)).where('user_id', '=', userId).executeTakeFirst();
  const activity = await db
    .selectFrom('solved_days')
    .select([sql<string>`day::text`.as('date'), sql<number>`sum(solved)::int`.as('count')])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', today)
    .groupBy('day')
    .orderBy('day')
    .execute();
  const solvedThisMonth = activity.reduce((sum, day) => sum + day.count, 0);
  const daysSoFar = Number(today.slice(8, 10));
  const profiles = await db
    .selectFrom('platform_accounts')
    .select(['platform', 'profile'])
    .where('user_id', '=', userId)
    .where('verified_at', 'is not', null)
    .execute();
  const achievements = await db
    .selectFrom('achievements')
    .select(['id', 'type', 'month', 'value'])
    .where('user_id', '=', userId)
    .orderBy('month', 'desc')
    .orderBy('type')
    .execute();

  return {
    points,
    currentRank: mine?.rank ?? null,
    prevRank: prev?.rank ?? null,
    problemsSolved: profiles.reduce((sum, row) => sum + solvedOn(row.platform, row.profile), 0),
    avgPerDay: Math.round((solvedThisMonth / daysSoFar) * 100) / 100,
    maxStreak: longestStreak(activity.filter((day) => day.count > 0).map((day) => day.date)),
    dailyActivity: activity,
    badges: achievements.map((row) => ({
      id: row.id,
      type: row.type,
      name: BADGE_TEXT[row.type].name,
      date: `${row.month}-01`,
      description: BADGE_TEXT[row.type].description(row.value),
    })),
  };
}

const numberOr = (value: unknown, fallback: number | null = null) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function solvedOn(platform: PlatformKey, profile: Record<string, unknown> | null): number {
  if (!profile) return 0;
  return numberOr(platform === 'geeksforgeeks' ? profile.problemSolved : profile.totalProblemSolved, 0)!;
}

/** The stats a platform card shows, from the stored profile. */
export function platformStats(platform: PlatformKey, profile: Record<string, unknown> | null): PlatformStats | null {
  if (!profile) return null;
  switch (platform) {
    case 'leetcode':
      return { badgesCount: numberOr(profile.badgesCount), ranking: numberOr(profile.ranking), totalProblemSolved: numberOr(profile.totalProblemSolved) };
    case 'codechef':
      return { rating: numberOr(profile.stars), highestRating: numberOr(profile.highestRating), countryRank: numberOr(profile.countryRank) };
    case 'codeforces':
      return {
        rating: numberOr(profile.rating),
        rank: typeof profile.rank === 'string' ? profile.rank : 'Unrated',
        totalProblemSolved: numberOr(profile.totalProblemSolved),
      };
    case 'geeksforgeeks':
      return { universityRank: numberOr(profile.universityRank), codingScore: numberOr(profile.codingScore), problemSolved: numberOr(profile.problemSolved) };
  }
}
