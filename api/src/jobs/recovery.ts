import { sql } from 'kysely';
import type { PlatformKey } from '../db/schema';
import { PRACTICE_PLATFORMS } from '../modules/points/rules';
import type { JobContext } from './context';
import { rerunContestErrors } from './contests';
import { runPractice } from './practice';
import { refreshProfiles } from './profiles';

type PracticePlatform = (typeof PRACTICE_PLATFORMS)[number];

export interface RecoveryResult {
  platform: PlatformKey;
  practiceDays: number;
  contests: number;
  profiles: number;
  awarded: number;
}

/**
 * After a paused platform answers again (its breaker closed): fetches what could not be fetched meanwhile, as the error
 * queues' re-runs do: each day of the practice error queue on that platform, each contest with errors on it, and the
 * stats of handles whose last fetch failed after their stats were fetched. The ledger is keyed per source (a day of a
 * platform, a contest's problem), so what was already counted is never counted twice.
 */
export async function fetchMissedAfterRecovery(ctx: JobContext, platform: PlatformKey): Promise<RecoveryResult> {
  const result: RecoveryResult = { platform, practiceDays: 0, contests: 0, profiles: 0, awarded: 0 };
  if ((PRACTICE_PLATFORMS as readonly string[]).includes(platform)) {
    const errors = await ctx.db
      .selectFrom('practice_errors')
      .select([sql<string>`day::text`.as('day'), 'user_id'])
      .where('platform', '=', platform as PracticePlatform)
      .orderBy('day')
      .execute();
    const days = [...new Set(errors.map((row) => row.day))];
    for (const day of days) {
      const only = errors.filter((row) => row.day === day).map((row) => ({ userId: row.user_id, platform: platform as PracticePlatform }));
      result.awarded += (await runPractice(ctx, day, only)).awarded;
    }
    result.practiceDays = days.length;
  }
  if (platform === 'codeforces' || platform === 'codechef') {
    const contests = await ctx.db
      .selectFrom('contest_errors as e')
      .innerJoin('contests as c', 'c.id', 'e.contest_id')
      .select('c.id')
      .distinct()
      .where('c.platform', '=', platform === 'codeforces' ? 'Codeforces' : 'CodeChef')
      .execute();
    for (const contest of contests) result.awarded += (await rerunContestErrors(ctx, contest.id))?.awarded ?? 0;
    result.contests = contests.length;
  }
  const stale = await ctx.db
    .selectFrom('platform_accounts')
    .select('user_id')
    .where('platform', '=', platform)
    .where('verified_at', 'is not', null)
    .where('last_failure_at', 'is not', null)
    .where((eb) => eb.or([eb('stats_fetched_at', 'is', null), eb('stats_fetched_at', '<', eb.ref('last_failure_at'))]))
    .execute();
  if (stale.length > 0) {
    result.profiles = (
      await refreshProfiles(
        ctx,
        [platform],
        stale.map((row) => row.user_id),
      )
    ).refreshed;
  }
  ctx.log.info({ ...result }, 'fetched what a platform outage held back');
  return result;
}
