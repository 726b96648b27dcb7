import { sql } from 'kysely';
import { finishJobRun, MEMBER_REFRESH_JOB, MONTH_END_JOB, reportJobProgress, startJobRun } from '../modules/jobRuns/jobRuns';
import { refreshMemberFigures } from './memberRefresh';
import { isMonthEndStep } from '../modules/monthEnd/plan';
import { runMonthEnd } from './monthEnd';
import type { JobState, ScheduledJobStatus } from '@chapter/contract';
import { PRACTICE_PLATFORMS } from '../modules/points/rules';
import type { JobsHandle } from '../modules/deps';
import type { JobContext } from './context';
import { processContest, rerunContestErrors, type ContestRow } from './contests';
import { contestErrorCount, practiceErrorCount, practiceErrorsOf } from '../modules/points/errorQueues';
import { runPractice } from './practice';
import { SCHEDULES, type JobQueue } from './queue';

/** Members fetched per contest call: the progress moves in these steps. */
const CONTEST_BATCH = 20;

/** The worker of the admin's "fetch now": runs one requested job once, reporting members done / total as it goes. */
export async function executeJobRun(ctx: JobContext, runId: string | undefined): Promise<void> {
  const run = await startJobRun(ctx.db, runId);
  if (!run) return;
  const progress = (done: number, total: number) => reportJobProgress(ctx.db, run.id, done, total);
  try {
    const result =
      run.name === 'contest-results'
        ? await contestResultsNow(ctx, String(run.data.contestId), progress)
        : run.name === 'practice-today'
          ? await practiceNow(ctx, String(run.data.day), progress)
          : run.name === 'rerun-contest-error'
            ? await rerunContestNow(ctx, String(run.data.id), progress)
            : run.name === MONTH_END_JOB
              ? await monthEndNow(ctx, run.data, progress)
              : run.name === MEMBER_REFRESH_JOB
                ? await refreshMemberFigures(ctx, String(run.data.userId), progress)
                : await rerunPracticeNow(ctx, String(run.data.id), progress);
    await finishJobRun(ctx.db, run.id, 'completed', result, null);
    ctx.log.info({ runId, job: run.name, result }, 'admin job run finished');
  } catch (error) {
    ctx.log.error({ runId, job: run.name, err: error }, 'admin job run failed');
    await finishJobRun(ctx.db, run.id, 'failed', null, error instanceof Error ? error.message : String(error));
  }
}

type Progress = (done: number, total: number) => Promise<unknown>;

/** The admin's month end (the whole month, or one step of it); progress in steps done / steps to do. */
async function monthEndNow(ctx: JobContext, data: Record<string, unknown>, progress: Progress) {
  const month = String(data.month);
  const only = isMonthEndStep(data.step) ? data.step : undefined;
  const result = await runMonthEnd(ctx, month, { backupDir: ctx.backupDir, only, progress });
  const done = result.stepsRun.length;
  const message = result.alreadyDone
    ? `Month end of ${month}: nothing left to run`
    : `Month end of ${month}: ${done} ${done === 1 ? 'step' : 'steps'} done${result.stepsSkipped.length ? `, ${result.stepsSkipped.join(', ')} skipped (switched off)` : ''}`;
  return { message, ...result };
}

/** An error record's re-run; its result carries the contract's message and errorCount. */
async function rerunContestNow(ctx: JobContext, contestId: string, progress: Progress) {
  const total = await contestErrorCount(ctx.db, contestId);
  await progress(0, total);
  const result = await rerunContestErrors(ctx, contestId);
  const errorCount = await contestErrorCount(ctx.db, contestId);
  await progress(total, total);
  return { message: `Contest re-run awarded ${result?.awarded ?? 0} points`, errorCount, awarded: result?.awarded ?? 0 };
}

async function rerunPracticeNow(ctx: JobContext, day: string, progress: Progress) {
  const listed = await practiceErrorsOf(ctx.db, day);
  await progress(0, listed.length);
  const result = await runPractice(ctx, day, listed);
  const errorCount = await practiceErrorCount(ctx.db, day);
  await progress(listed.length, listed.length);
  return { message: `Practice re-run awarded ${result.awarded} points`, errorCount, awarded: result.awarded };
}

async function practiceNow(ctx: JobContext, day: string, progress: Progress) {
  const accounts = await ctx.db
    .selectFrom('platform_accounts')
    .select(['user_id', 'platform'])
    .where('verified_at', 'is not', null)
    .where('platform', 'in', [...PRACTICE_PLATFORMS])
    .orderBy('user_id')
    .orderBy('platform')
    .execute();
  await progress(0, accounts.length);
  let awarded = 0;
  let failed = 0;
  for (const [index, account] of accounts.entries()) {
    const one = await runPractice(ctx, day, [{ userId: account.user_id, platform: account.platform as (typeof PRACTICE_PLATFORMS)[number] }]);
    awarded += one.awarded;
    failed += one.failed;
    await progress(index + 1, accounts.length);
  }
  return { day, members: accounts.length, awarded, failed };
}

async function contestResultsNow(ctx: JobContext, contestId: string, progress: Progress) {
  const contest: ContestRow | undefined = await ctx.db
    .selectFrom('contests')
    .select(['id', 'name', 'link', 'platform', sql<string>`date::text`.as('day'), 'ends_at'])
    .where('id', '=', contestId)
    .executeTakeFirst();
  if (!contest) throw new Error('The contest was deleted from the calendar');
  const platform = contest.platform === 'Codeforces' ? 'codeforces' : 'codechef';
  const members = await ctx.db
    .selectFrom('platform_accounts')
    .select('user_id')
    .where('platform', '=', platform)
    .where('verified_at', 'is not', null)
    .orderBy('user_id')
    .execute();
  const now = new Date();
  await progress(0, members.length);
  if (members.length === 0) {
    await processContest(ctx, contest, now);
    return { contestId, members: 0, awarded: 0, failed: 0, final: true };
  }
  let awarded = 0;
  let failed = 0;
  let final = true;
  for (let start = 0; start < members.length; start += CONTEST_BATCH) {
    const batch = members.slice(start, start + CONTEST_BATCH).map((row) => row.user_id);
    const result = await processContest(ctx, contest, now, batch);
    awarded += result.awarded;
    failed += result.failed;
    final &&= result.done;
    await progress(Math.min(start + CONTEST_BATCH, members.length), members.length);
  }
  return { contestId, members: members.length, awarded, failed, final };
}

const LABELS: Record<(typeof SCHEDULES)[number]['name'], string> = {
  'practice-daily': "Yesterday's practice (LeetCode, GeeksforGeeks), daily at 00:30",
  'potd-daily': 'Problems of the day, daily at 00:05',
  'profiles-daily': 'Profile stats (daily platforms), daily at 01:00',
  'profiles-weekly': 'Profile stats (weekly platforms), Mondays at 02:00',
  'platform-probes': 'Probes of paused platforms, every 5 minutes (when their next probe is due)',
  'contest-results': 'Contest results, every quarter hour (30 min after a contest ends, again a day and a week later)',
  'month-end': 'Month end (ranks, achievements, backup), the 1st at 03:00',
  reminders: "Reminders before calendar contests and meetings (e-mail, push), at each member's lead times, every 5 minutes",
  'live-standings': 'Live chapter standings of the calendar contests running now, every minute',
  'upcoming-contests': "The platforms' upcoming contests (suggestions for the calendar), daily at 00:20",
  'webhooks-day-of': "Group chat: today's contests and meetings posted to the webhooks, daily at 08:00",
  'mark-warnings': 'Below-the-mark warnings, daily at 09:00 (sent only on the warning day)',
  'notifications-prune': 'Notification centre: items older than 90 days removed, daily at 03:40',
  'live-log-prune': 'Live event log: events older than 15 minutes removed, every 10 minutes',
  'account-deletions': 'Account deletions members asked for, once their 7-day grace period has passed, hourly at :15',
};

interface BossJobRow {
  state: JobState;
  created_on: Date;
  started_on: Date | null;
  output: { message?: unknown } | null;
}

/** The latest job of a queue as pg-boss stored it; nothing when the queue's tables do not exist yet (jobs never ran). */
export async function lastBossJob({ db }: Pick<JobContext, 'db'>, name: string): Promise<BossJobRow | null> {
  try {
    const result =
      await sql<BossJobRow>`select state, created_on, started_on, output from pgboss.job where name = ${name} and state <> 'created' order by created_on desc limit 1`.execute(
        db,
      );
    return result.rows[0] ?? null;
  } catch {
    return null;
  }
}

function nextRun(queue: Partial<JobQueue> | null, cron: string, timeZone: string): string | null {
  if (!queue) return null;
  try {
    if (!queue.boss) return null;
    return queue.boss.previewSchedule(cron, { tz: timeZone, count: 1 })[0]?.toISOString() ?? null;
  } catch {
    return null;
  }
}

/** The scheduled jobs with their last run (from pg-boss's table) and next run (from their cron, when this process runs the queue). */
export async function scheduleStatus(ctx: Pick<JobContext, 'db' | 'timeZone'>, jobs: JobsHandle): Promise<ScheduledJobStatus[]> {
  const scheduled: ScheduledJobStatus[] = [];
  for (const job of SCHEDULES) {
    const last = await lastBossJob(ctx, job.name);
    const message = last?.state === 'failed' ? last.output?.message : undefined;
    scheduled.push({
      name: job.name,
      label: LABELS[job.name],
      lastRunAt: last ? new Date(last.started_on ?? last.created_on).toISOString() : null,
      lastState: last?.state ?? null,
      lastError: last?.state === 'failed' ? (typeof message === 'string' ? message : 'The job failed') : null,
      nextRunAt: nextRun(jobs.queue as Partial<JobQueue> | null, job.cron, ctx.timeZone),
    });
  }
  return scheduled;
}
