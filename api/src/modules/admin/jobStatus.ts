import { sql, type Kysely } from 'kysely';
import type { JobStatus, ScheduledJobStatus } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { recentJobRuns } from '../jobRuns/jobRuns';

/** The scheduled jobs' last and next runs, read by the job layer (which knows the schedules and the queue). */
export type ScheduleStatus = () => Promise<ScheduledJobStatus[]>;

/** The scheduled jobs with their last and next runs, the admin's recent runs, and the ended contests one may fetch now. */
export async function jobStatus(db: Kysely<Database>, scheduleStatus: ScheduleStatus): Promise<Omit<JobStatus, 'timeZone'>> {
  const contests = await db
    .selectFrom('contests')
    .select(['id', 'name', 'platform', sql<string>`date::text`.as('date'), 'end_time'])
    .where('ends_at', '<=', new Date())
    .orderBy('ends_at', 'desc')
    .limit(30)
    .execute();
  return {
    scheduled: await scheduleStatus(),
    queued: await recentJobRuns(db),
    finishedContests: contests.map((row) => ({ contestId: row.id, contestName: row.name, platform: row.platform, date: row.date, endTime: row.end_time })),
  };
}
