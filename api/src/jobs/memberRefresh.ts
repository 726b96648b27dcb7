import { sql } from 'kysely';
import { dateIn, monthBounds, monthOf } from '../clock';
import type { PlatformKey } from '../db/schema';
import { PLATFORM_NAMES } from '../modules/points/handles';
import { PRACTICE_PLATFORMS } from '../modules/points/rules';
import { failureMessage, type JobContext } from './context';
import { recordMarksOnly, runPractice } from './practice';
import { refreshProfiles } from './profiles';

type Progress = (done: number, total: number) => Promise<unknown>;

/** Which stored figure of each platform's profile a member watches move, and its words. */
const WATCHED: Record<PlatformKey, { key: string; words: string }> = {
  leetcode: { key: 'totalProblemSolved', words: 'problems solved' },
  geeksforgeeks: { key: 'codingScore', words: 'coding score' },
  codeforces: { key: 'rating', words: 'rating' },
  codechef: { key: 'rating', words: 'rating' },
};

interface Snapshot {
  handles: Array<{ platform: PlatformKey; figure: number | null; failedAt: Date | null }>;
  /** This month's practice points per platform, and how many of them count for today. */
  practice: Map<string, { points: number; today: number }>;
}

async function snapshot(ctx: JobContext, userId: string, today: string): Promise<Snapshot> {
  const accounts = await ctx.db
    .selectFrom('platform_accounts')
    .select(['platform', 'profile', 'last_failure_at'])
    .where('user_id', '=', userId)
    .where('verified_at', 'is not', null)
    .orderBy('platform')
    .execute();
  const [from, to] = monthBounds(monthOf(today));
  const { rows } = await sql<{ platform: string; points: number; today: number }>`
    select platform, sum(points)::int as points, coalesce(sum(points) filter (where day = ${today}), 0)::int as today
    from points_ledger where user_id = ${userId} and kind = 'practice' and day >= ${from} and day < ${to} group by platform`.execute(ctx.db);
  return {
    handles: accounts.map((account) => {
      const value = account.profile?.[WATCHED[account.platform].key];
      return {
        platform: account.platform,
        figure: typeof value === 'number' ? value : null,
        failedAt: account.last_failure_at ? new Date(account.last_failure_at) : null,
      };
    }),
    practice: new Map(rows.map((row) => [row.platform, { points: row.points, today: row.today }])),
  };
}

const pointsWord = (n: number) => `${n > 0 ? '+' : ''}${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** What moved between two snapshots, a line per platform in the member's words; a failed fetch says so. */
export function describeChanges(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const handle of after.handles) {
    const label = PLATFORM_NAMES[handle.platform];
    const previous = before.handles.find((entry) => entry.platform === handle.platform);
    if (handle.failedAt && (!previous?.failedAt || handle.failedAt > previous.failedAt)) {
      lines.push(`${label} did not answer; its figures are unchanged`);
      continue;
    }
    const was = before.practice.get(handle.platform) ?? { points: 0, today: 0 };
    const now = after.practice.get(handle.platform) ?? { points: 0, today: 0 };
    if (now.points !== was.points) {
      const forToday = now.today - was.today;
      lines.push(
        forToday === now.points - was.points ? `${label}: ${pointsWord(forToday)} for today` : `${label}: ${pointsWord(now.points - was.points)} this month`,
      );
    }
    const watched = WATCHED[handle.platform];
    if (previous && previous.figure !== handle.figure && handle.figure !== null) {
      lines.push(`${label}: ${watched.words} ${previous.figure ?? '—'} → ${handle.figure}`);
    }
  }
  return lines.length > 0 ? lines : ['No change: your figures were already current'];
}

/**
 * "Refresh my figures": fetches one member's verified handles now, through the same runs the schedule uses (today's
 * practice on LeetCode and GeeksforGeeks, every platform's profile stats), a handle at a time so the progress moves, and
 * says what changed. Points are awarded as the daily run would award them, so the next scheduled run adds nothing twice.
 */
export async function refreshMemberFigures(ctx: JobContext, userId: string, progress: Progress, now = new Date()) {
  const today = dateIn(now, ctx.timeZone);
  const before = await snapshot(ctx, userId, today);
  const total = before.handles.length;
  await progress(0, total);
  let done = 0;
  for (const { platform } of before.handles) {
    try {
      if ((PRACTICE_PLATFORMS as readonly string[]).includes(platform))
        await runPractice(ctx, today, [{ userId, platform: platform as (typeof PRACTICE_PLATFORMS)[number] }]);
      // The practice sets' marks of a platform that gives no points (docs/learning-progress.md).
      else await recordMarksOnly(ctx, { userId, platform });
      await refreshProfiles(ctx, [platform], [userId]);
    } catch (error) {
      // The runs record their own failures on the handle; anything else is logged and the other handles go on.
      ctx.log.warn({ userId, platform, reason: failureMessage(error) }, 'refreshing a member figure failed');
    }
    done += 1;
    await progress(done, total);
  }
  const changes = describeChanges(before, await snapshot(ctx, userId, today));
  return { message: changes.join('; '), changes };
}
