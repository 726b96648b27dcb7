import type { PlatformKey } from '../db/schema';
import { failureMessage, type JobContext } from './context';
import { markFetchFailed } from './freshness';

/** LeetCode and GFG profiles are refreshed daily; Codeforces and CodeChef weekly (their stats move with contests). */
export const DAILY_PROFILE_PLATFORMS: PlatformKey[] = ['leetcode', 'geeksforgeeks'];
export const WEEKLY_PROFILE_PLATFORMS: PlatformKey[] = ['codeforces', 'codechef'];

/**
 * Fetches every verified handle's profile stats on `platforms` and stores them, with when they were fetched; a failure
 * keeps the old stats and is recorded on the handle (kind and time). `only`: just these members' handles (user ids).
 */
export async function refreshProfiles(ctx: JobContext, platforms: PlatformKey[], only?: string[]): Promise<{ refreshed: number; failed: number }> {
  let refreshed = 0;
  let failed = 0;
  if (only?.length === 0) return { refreshed, failed };
  for (const platform of platforms) {
    let query = ctx.db
      .selectFrom('platform_accounts')
      .select(['user_id', 'platform', 'handle'])
      .where('platform', '=', platform)
      .where('verified_at', 'is not', null);
    if (only) query = query.where('user_id', 'in', only);
    const accounts = await query.execute();
    if (accounts.length === 0) continue;
    const outcomes = await ctx.clients[platform].fetchProfiles(accounts.map((account) => account.handle));
    for (const account of accounts) {
      const outcome = outcomes.get(account.handle);
      if (!outcome?.ok) {
        failed += 1;
        ctx.log.warn({ platform, handle: account.handle, reason: outcome ? failureMessage(outcome.error) : 'no answer' }, 'profile refresh failed');
        await markFetchFailed(ctx.db, account, outcome ? outcome.error : new Error('no answer'));
        continue;
      }
      const fetchedAt = new Date();
      await ctx.db
        .updateTable('platform_accounts')
        .set({ profile: JSON.stringify(outcome.profile), refreshed_at: fetchedAt, stats_fetched_at: fetchedAt })
        .where('user_id', '=', account.user_id)
        .where('platform', '=', platform)
        .where('handle', '=', account.handle)
        .execute();
      refreshed += 1;
    }
  }
  ctx.log.info({ platforms, refreshed, failed }, 'profiles refreshed');
  return { refreshed, failed };
}
