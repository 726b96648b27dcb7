import { refreshUpcomingContests, type UpcomingRefreshOutcome } from '../modules/upcomingContests/refresh';
import type { JobContext } from './context';

/**
 * The daily `upcoming-contests` job: the lists that came are stored; then, when a platform failed, the job fails
 * naming it, so the admin's job status shows it and the queue tries again later.
 */
export async function upcomingContestsJob(ctx: Pick<JobContext, 'db' | 'clients' | 'log'>, now = new Date()): Promise<UpcomingRefreshOutcome[]> {
  const outcomes = await refreshUpcomingContests(ctx, now);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) {
    throw new Error(
      `Upcoming contests not read from ${failed.map((outcome) => `${outcome.platform} (${'error' in outcome ? outcome.error : ''})`).join(', ')}`,
    );
  }
  return outcomes;
}
