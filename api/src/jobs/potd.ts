import type { JobContext } from './context';
import { failureMessage } from './context';

const POTD_PLATFORMS = ['leetcode', 'geeksforgeeks'] as const;

/** Fetches and stores today's problem of the day on LeetCode and GFG; a platform that fails keeps its stored one. */
export async function fetchProblemsOfTheDay(ctx: JobContext): Promise<{ stored: number; failed: number }> {
  let stored = 0;
  let failed = 0;
  for (const platform of POTD_PLATFORMS) {
    try {
      const problem = await ctx.clients[platform].fetchProblemOfTheDay();
      await ctx.db
        .insertInto('problems_of_the_day')
        .values({ platform, day: problem.date, problem: JSON.stringify(problem) })
        .onConflict((oc) => oc.columns(['platform', 'day']).doUpdateSet({ problem: JSON.stringify(problem), fetched_at: new Date() }))
        .execute();
      stored += 1;
    } catch (error) {
      failed += 1;
      ctx.log.warn({ platform, reason: failureMessage(error) }, 'problem of the day fetch failed');
    }
  }
  return { stored, failed };
}

/** The newest stored problem of the day per platform, as get-potd answers it. */
export async function latestProblemsOfTheDay(ctx: Pick<JobContext, 'db'>) {
  const rows = await ctx.db
    .selectFrom('problems_of_the_day')
    .select(['platform', 'problem'])
    .distinctOn('platform')
    .orderBy('platform')
    .orderBy('day', 'desc')
    .execute();
  const byPlatform = Object.fromEntries(rows.map((row) => [row.platform, row.problem]));
  return { leetcode: byPlatform.leetcode ?? null, geeksforgeeks: byPlatform.geeksforgeeks ?? null };
}

/** True when a platform has no problem of the day stored for `today` (a fresh install, or the 00:05 job failed). */
export async function problemsOfTheDayMissing(ctx: Pick<JobContext, 'db'>, today: string): Promise<boolean> {
  const rows = await ctx.db.selectFrom('problems_of_the_day').select('platform').where('day', '>=', today).execute();
  return POTD_PLATFORMS.some((platform) => !rows.some((row) => row.platform === platform));
}
