import { sql } from 'kysely';
import { monthSpan, monthOf } from '../clock';
import { recordPracticeDays } from '../modules/points/ledger';
import { PRACTICE_PLATFORMS } from '../modules/points/rules';
import { failureMessage, type JobContext } from './context';
import { markFetchFailed, markSolvesFetched } from './freshness';

type PracticePlatform = (typeof PRACTICE_PLATFORMS)[number];

export interface PracticeRunResult {
  members: number;
  awarded: number;
  failed: number;
}

/**
 * The daily practice run for `day` (YYYY-MM-DD): fetches each verified LeetCode and GFG member's solves and
 * awards the day points of `day`'s month up to `day`. A failed fetch becomes a practice error for that day;
 * a later success clears it. `only` restricts the run to some members (an admin's re-run). Each handle records
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
      const solved = await ctx.clients[platform].fetchSolvedPerDay(account.handle, { since: new Date(`${monthStart}T00:00:00Z`) });
      const window = Object.fromEntries(Object.entries(solved).filter(([date]) => date >= monthStart && date <= day));
      awarded += await recordPracticeDays(ctx.db, account.user_id, platform, window, ctx.timeZone);
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
  ctx.log.info({ day, members: accounts.length, awarded, failed }, 'practice run finished');
  return { members: accounts.length, awarded, failed };
}
