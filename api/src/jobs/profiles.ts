import type { PlatformKey } from '../db/schema';
import { failureMessage, type JobContext } from './context';

/** LeetCode and GFG profiles are refreshed daily; Codeforces and CodeChef weekly (their stats move with contests). */
export const DAILY_PROFILE_PLATFORMS: PlatformKey[] = ['leetcode', 'geeksforgeeks'];
export const WEEKLY_PROFILE_PLATFORMS: PlatformKey[] = ['codeforces', 'codechef'];

/** Fetches every verified handle's profile stats on `platforms` and stores them; failures are logged and keep the old stats. */
export async function refreshProfiles(ctx: JobContext, platforms: PlatformKey[]): Promise<{ refreshed: number; failed: number }> {
  let refreshed = 0;
  let failed = 0;
  for (const platform of platforms) {
    const accounts = await ctx.db
      .selectFrom('platform_accounts')
      .select(['user_id', 'handle'])
      .where('platform', '=', platform)
      .where('verified_at', 'is not', null)
      .execute();
    if (accounts.length === 0) continue;
    const outcomes = await ctx.clients[platform].fetchProfiles(accounts.map((account) => account.handle));
    for (const account of accounts) {
      const outcome = outcomes.get(account.handle);
      if (!outcome?.ok) {
        failed += 1;
        ctx.log.warn({ platform, handle: account.handle, reason: outcome ? failureMessage(outcome.error) : 'no answer' }, 'profile refresh failed');
        continue;
      }
      await ctx.db
        .updateTable('platform_accounts')
        .set({ profile: JSON.stringify(outcome.profile), refreshed_at: new Date() })
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
