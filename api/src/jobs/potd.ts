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
