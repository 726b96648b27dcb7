import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SCHEDULES, type JobQueue } from '../../jobs/queue';
import { recentJobRuns, type JobRun } from './jobRuns';

const LABELS: Record<(typeof SCHEDULES)[number]['name'], string> = {
  'practice-daily': "Yesterday's practice (LeetCode, GeeksforGeeks), daily at 00:30",
  'potd-daily': 'Problems of the day, daily at 00:05',
  'profiles-daily': 'Profile stats (daily platforms), daily at 01:00',
  'profiles-weekly': 'Profile stats (weekly platforms), Mondays at 02:00',
  'contest-results': 'Contest results, every quarter hour (30 min after a contest ends)',
  'month-end': 'Month end (ranks, achievements, backup), the 1st at 03:00',
};

export interface ScheduledJob {
  name: string;
  label: string;
  lastRunAt: string | null;
  lastState: string | null;
  lastError: string | null;
  nextRunAt: string | null;
}

export interface FinishedContest {
  contestId: string;
  contestName: string;
  platform: string;
  date: string;
  endTime: string;
}

interface BossJobRow {
  state: string;
  created_on: Date;
  started_on: Date | null;
  output: { message?: unknown } | null;
}

/** The latest job of a queue as pg-boss stored it; nothing when the queue's tables do not exist yet (jobs never ran). */
export async function lastBossJob(db: Kysely<Database>, name: string): Promise<BossJobRow | null> {
  try {
    const result = await sql<BossJobRow>`select state, created_on, started_on, output from pgboss.job where name = ${name} and state <> 'created' order by created_on desc limit 1`.execute(db);
    return result.rows[0] ?? null;
  } catch {
    return null;
  }
}

function nextRun(queue: JobQueue | null, cron: string, timeZone: string): string | null {
  if (!queue) return null;
  try {
    return queue.boss.previewSchedule(cron, { tz: timeZone, count: 1 })[0]?.toISOString() ?? null;
  } catch {
    return null;
  }
}

/** The scheduled jobs with their last and next runs, the admin's recent runs, and the ended contests one may fetch now. */
export async function jobStatus(db: Kysely<Database>, queue: JobQueue | null, timeZone: string): Promise<{ scheduled: ScheduledJob[]; queued: JobRun[]; finishedContests: FinishedContest[] }> {
  const scheduled: ScheduledJob[] = [];
  for (const job of SCHEDULES) {
    const last = await lastBossJob(db, job.name);
    const message = last?.state === 'failed' ? last.output?.message : undefined;
    scheduled.push({
      name: job.name,
      label: LABELS[job.name],
      lastRunAt: last ? new Date(last.started_on ?? last.created_on).toISOString() : null,
      lastState: last?.state ?? null,
      lastError: last?.state === 'failed' ? (typeof message === 'string' ? message : 'The job failed') : null,
      nextRunAt: nextRun(queue, job.cron, timeZone),
    });
  }
  const contests = await db
    .selectFrom('contests')
    .select(['id', 'name', 'platform', sql<string>`date::text`.as('date'), 'end_time'])
    .where('ends_at', '<=', new Date())
    .orderBy('ends_at', 'desc')
    .limit(30)
    .execute();
  return {
    scheduled,
    queued: await recentJobRuns(db),
    finishedContests: contests.map((row) => ({ contestId: row.id, contestName: row.name, platform: row.platform, date: row.date, endTime: row.end_time })),
  };
}
