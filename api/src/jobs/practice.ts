import { sql } from 'kysely';
import { monthSpan, monthOf } from '../clock';
import { recordSolvedProblems } from '../modules/learning/progress/record';
import { recordPracticeDays } from '../modules/points/ledger';
import { PRACTICE_PLATFORMS } from '../modules/points/rules';
import type { PlatformKey } from '../db/schema';
import { countPerDay } from '../platforms/days';
import { failureMessage, type JobContext } from './context';
import { markFetchFailed, markSolvesFetched, type FetchedAccount } from './freshness';

type PracticePlatform = (typeof PRACTICE_PLATFORMS)[number];

/** Platforms whose solved problems are recorded for the practice sets' marks only (no points): docs/learning-progress.md. */
const MARKS_ONLY_PLATFORMS = ['codeforces', 'codechef'] as const satisfies readonly PlatformKey[];

export interface PracticeRunResult {
  members: number;
  awarded: number;
  failed: number;
}

/**
 * The daily practice run for `day` (YYYY-MM-DD): fetches each verified LeetCode and GFG member's solved problems
 * once, awards the day points of `day`'s month up to `day` from their per-day counts, and records the problems for
 * the practice sets' marks (docs/learning-progress.md). A failed fetch becomes a practice error for that day; a later
 * success clears it. Verified Codeforces (and CodeChef, when its client lists solved problems) handles then have
 * their solved problems recorded for the marks only: a failure there is logged and marked on the handle, no practice
 * error. `only` restricts the run to some members (an admin's re-run; then no marks-only walk). Each handle records
 * when its solves were fetched, or its failure (kind and time).
 */
export async function runPractice(ctx: JobContext, day: string, only?: Array<{ userId: string; platform: PracticePlatform }>): Promise<PracticeRunResult> {
  const [monthStart] = monthSpan(monthOf(day));
  let query = ctx.db
    .selectFrom('platform_accounts')
    .select(['user_id', 'platform', 'handle'])
    .where('verified_at', 'is not', null)
    .where('platform', 'in', [...PRACTICE_PLATFORMS]);
  if (only) {
    if (only.length === 0) return { members: 0, awarded: 0, failed: 0 };
    query = query.where((eb) => eb.or(only.map((item) => eb.and([eb('user_id', '=', item.userId), eb('platform', '=', item.platform)]))));
  }
  const accounts = await query.orderBy('user_id').orderBy('platform').execute();

  let awarded = 0;
  let failed = 0;
  for (const account of accounts) {
    const platform = account.platform as PracticePlatform;
    try {
      const problems = await ctx.clients[platform].fetchSolvedProblems(account.handle);
      const solved = countPerDay(problems, ctx.timeZone, new Date(`${monthStart}T00:00:00Z`));
      const window = Object.fromEntries(Object.entries(solved).filter(([date]) => date >= monthStart && date <= day));
      awarded += await recordPracticeDays(ctx.db, account.user_id, platform, window, ctx.timeZone);
      await recordSolvedProblems(ctx.db, account, problems);
      await markSolvesFetched(ctx.db, account);
      await ctx.db.deleteFrom('practice_errors').where('day', '=', day).where('user_id', '=', account.user_id).where('platform', '=', platform).execute();
    } catch (error) {
      failed += 1;
      const message = failureMessage(error);
      ctx.log.warn({ userId: account.user_id, platform, handle: account.handle, err: error }, 'practice fetch failed');
      await markFetchFailed(ctx.db, account, error);
      await ctx.db
        .insertInto('practice_errors')
        .values({ day, user_id: account.user_id, platform, handle: account.handle, message })
        .onConflict((oc) => oc.columns(['day', 'user_id', 'platform']).doUpdateSet({ message, handle: account.handle, created_at: sql`now()` }))
        .execute();
    }
  }
  if (!only) await recordMarksOnly(ctx);
  ctx.log.info({ day, members: accounts.length, awarded, failed }, 'practice run finished');
  return { members: accounts.length, awarded, failed };
}

/**
 * Records the solved problems of every verified Codeforces (and CodeChef, where listed) handle; no points. `only`
 * restricts it to one member's handle on one platform (their "Refresh my figures").
 */
export async function recordMarksOnly(ctx: JobContext, only?: { userId: string; platform: PlatformKey }): Promise<void> {
  const platforms = MARKS_ONLY_PLATFORMS.filter((platform) => ctx.clients[platform].features.has('solvedProblems') && (!only || only.platform === platform));
  if (platforms.length === 0) return;
  let query = ctx.db
    .selectFrom('platform_accounts')
    .select(['user_id', 'platform', 'handle'])
    .where('verified_at', 'is not', null)
    .where('platform', 'in', platforms);
  if (only) query = query.where('user_id', '=', only.userId);
  const accounts: FetchedAccount[] = await query.orderBy('user_id').orderBy('platform').execute();
  for (const account of accounts) {
    try {
      const problems = await ctx.clients[account.platform].fetchSolvedProblems(account.handle);
      await recordSolvedProblems(ctx.db, account, problems);
      await markSolvesFetched(ctx.db, account);
    } catch (error) {
      ctx.log.warn({ userId: account.user_id, platform: account.platform, handle: account.handle, err: error }, 'solved problems fetch failed');
      await markFetchFailed(ctx.db, account, error);
    }
  }
}
