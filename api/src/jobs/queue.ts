import type { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { DatabaseHandle } from '../db';
import type { JobContext } from './context';
import { processEndedContests } from './contests';
import { fetchProblemsOfTheDay } from './potd';
import { scheduledMonthEnd } from './monthEnd';
import type { RefreshType } from '../modules/points/rules';
import { refreshNow } from './refreshNow';
import { runPractice } from './practice';
import { DAILY_PROFILE_PLATFORMS, refreshProfiles, WEEKLY_PROFILE_PLATFORMS } from './profiles';
import { monthOf, yesterdayIn } from '../clock';
import { ensureFreshBoards } from '../modules/leaderboard/standings';
import { executeJobRun } from './adminRuns';
import { fetchMissedAfterRecovery } from './recovery';
import { probeDuePlatforms } from '../modules/platformHealth/probe';
import { upcomingContestsJob } from './upcomingContests';
import { sendDueReminders } from './reminders';
import { PLATFORMS, type Platform } from '../platforms';
import { queueDayOfPosts } from './dayOfPosts';
import { pruneNotifications } from '../modules/notifications/notify';
import { pruneLog } from '../modules/live/log';
import { scheduledMarkWarnings } from './markWarnings';
import { readLiveStandings } from './liveStandings';
import { runAccountDeletions } from './accountDeletions';
import { queueErrorLogger, runThroughOutage } from './outage';
import { createMissingQueues, writeChangedSchedules } from './queueSetup';

/** The job the breaker queues when a paused platform answers its probe; one per platform while one waits. */
export const PLATFORM_RECOVERED_JOB = 'platform-recovered';

async function recoveredPlatform(ctx: JobContext, platform: string | undefined): Promise<void> {
  if (PLATFORMS.includes(platform as Platform)) await fetchMissedAfterRecovery(ctx, platform as Platform);
}

/** Every scheduled job: its queue name, when it runs (cron, in the chapter's time zone) and what it does. */
export const SCHEDULES = [
  { name: 'practice-daily', cron: '30 0 * * *', run: (ctx: JobContext) => runPractice(ctx, yesterdayIn(ctx.timeZone)) },
  { name: 'potd-daily', cron: '5 0 * * *', run: (ctx: JobContext) => fetchProblemsOfTheDay(ctx) },
  { name: 'profiles-daily', cron: '0 1 * * *', run: (ctx: JobContext) => refreshProfiles(ctx, DAILY_PROFILE_PLATFORMS) },
  { name: 'profiles-weekly', cron: '0 2 * * 1', run: (ctx: JobContext) => refreshProfiles(ctx, WEEKLY_PROFILE_PLATFORMS) },
  { name: 'contest-results', cron: '*/15 * * * *', run: (ctx: JobContext) => processEndedContests(ctx) },
  // Each paused platform gets its probe when due, even when no other job asks it (modules/platformHealth).
  { name: 'platform-probes', cron: '*/5 * * * *', run: (ctx: JobContext) => probeDuePlatforms(ctx.db, ctx.clients, new Date()) },
  // Reminders before calendar contests and meetings, at each member's lead times (docs/notifications.md).
  { name: 'reminders', cron: '*/5 * * * *', run: (ctx: JobContext) => sendDueReminders(ctx, new Date()) },
  // The chapter's standings in the calendar contests running now, one read a minute each (docs/notifications.md).
  { name: 'live-standings', cron: '* * * * *', run: (ctx: JobContext) => readLiveStandings(ctx, new Date()) },
  // The platforms' upcoming contests, offered to core members adding a contest to the calendar (docs/notifications.md).
  { name: 'upcoming-contests', cron: '20 0 * * *', run: (ctx: JobContext) => upcomingContestsJob(ctx, new Date()) },
  // After the last practice run of the month (00:30) has awarded its final day.
  { name: 'month-end', cron: '0 3 1 * *', run: (ctx: JobContext) => scheduledMonthEnd(ctx, monthOf(yesterdayIn(ctx.timeZone))) },
  // The notification centre keeps items 90 days (docs/notifications.md).
  { name: 'notifications-prune', cron: '40 3 * * *', run: (ctx: JobContext) => pruneNotifications(ctx.db, new Date()) },
  // The live event log keeps 15 minutes for replay (docs/live.md); instances with open streams also prune as they read.
  { name: 'live-log-prune', cron: '*/10 * * * *', run: (ctx: JobContext) => pruneLog(ctx.db, new Date()) },
  // On the month's warning day (its last day minus the admin's setting), members below the mark are warned (docs/notifications.md).
  { name: 'mark-warnings', cron: '0 9 * * *', run: (ctx: JobContext) => scheduledMarkWarnings(ctx, new Date()) },
  // The group chat's day-of reminders: today's contests and meetings, each posted once to each webhook (docs/notifications.md).
  { name: 'webhooks-day-of', cron: '0 8 * * *', run: (ctx: JobContext) => queueDayOfPosts(ctx, new Date()) },
  // Self-service deletions whose 7-day grace period has passed (docs/privacy.md).
  { name: 'account-deletions', cron: '15 * * * *', run: (ctx: JobContext) => runAccountDeletions(ctx, new Date()) },
] as const;

/** Jobs an admin starts ("update the leaderboard now"): queued, so the request answers at once. */
export const ON_DEMAND = [
  { name: 'refresh-now', run: (ctx: JobContext, data: OnDemandData) => refreshNow(ctx, (data.type ?? 'overall') as RefreshType) },
  // The admin's "fetch now" (a finished contest's results, today's practice), tracked in job_runs.
  { name: 'admin-run', run: (ctx: JobContext, data: OnDemandData) => executeJobRun(ctx, data.runId) },
  // A paused platform answered again: what its outage held back is fetched (queued by the breaker, modules/platformHealth).
  { name: PLATFORM_RECOVERED_JOB, run: (ctx: JobContext, data: OnDemandData) => recoveredPlatform(ctx, data.platform) },
] as const;

/** How an on-demand job's queue is created: one waiting per key, one retry, an hour to finish (the CLI's run-job too). */
export const ON_DEMAND_QUEUE = { policy: 'stately', retryLimit: 1, expireInSeconds: 3_600 } as const;

interface OnDemandData {
  type?: string;
  runId?: string;
  platform?: string;
}

export type JobName = (typeof SCHEDULES)[number]['name'] | (typeof ON_DEMAND)[number]['name'];

/**
 * pg-boss over the app's own connection pool. On PGlite the pool has one connection, so the queue's
 * statements wait their turn behind the app's transactions instead of slipping into one.
 */
function poolAdapter(pool: pg.Pool) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      // A multi-statement text (pg-boss's migrations and locks) answers one result per statement.
      return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows ?? []) } : { rows: result.rows };
    },
  };
}

/**
 * A pg-boss (not started) in the `pgboss` schema of the app's database, over its pool. pg-boss is loaded on first use,
 * not with the server's code (docs/benchmarks.md, "The web part").
 */
export async function newBoss(database: DatabaseHandle, roles: { schedule: boolean; supervise: boolean }): Promise<PgBoss> {
  const { PgBoss } = await import('pg-boss');
  return new PgBoss({ db: poolAdapter(database.pool), backend: database.kind === 'pglite' ? 'pglite' : 'postgres', schema: 'pgboss', ...roles });
}

export interface JobQueue {
  boss: PgBoss;
  /** Queues a job now (an admin's "run it now"); one per `key` while one is waiting. */
  runNow(name: JobName, data?: object, key?: string): Promise<string | null>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** false: workers only (tests, and instances that must not create schedules). */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
}

/**
 * Starts the queue: creates the queues that are missing, registers a worker for each job and (by default) writes the
 * cron schedules that changed.
 * Any number of API processes may do this on one database: pg-boss hands each job to exactly one worker.
 */
export async function startJobQueue(database: DatabaseHandle, ctx: JobContext, options: JobQueueOptions = {}): Promise<JobQueue> {
  const scheduling = options.schedule ?? true;
  const boss = await newBoss(database, { schedule: scheduling, supervise: true });
  // While PostgreSQL is away every poll fails: one warning per outage, and the workers poll on until it is back.
  boss.on('error', queueErrorLogger(ctx.log, 'job queue error'));
  await boss.start();

  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 10;
  await createMissingQueues(boss, [
    ...SCHEDULES.map(({ name }) => ({ name, options: { policy: 'stately', retryLimit: 2, retryDelay: 300, expireInSeconds: 3_600 } as const })),
    ...ON_DEMAND.map(({ name }) => ({ name, options: ON_DEMAND_QUEUE })),
  ]);
  for (const job of SCHEDULES) {
    await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1 }, async () => {
      ctx.log.info({ job: job.name }, 'job started');
      // A job cut off by a database outage waits for it and runs again (each job is safe to repeat), then completes once.
      await runThroughOutage(async () => {
        await job.run(ctx);
        await ensureFreshBoards(ctx.db, ctx.timeZone, { force: true });
      }, ctx.log);
    });
  }
  // `missed: 'once'`: a run that came due while the database (or every instance) was down is sent once when the
  // schedule is next checked, not skipped: a month end due at 03:00 on the 1st still happens after an outage then.
  if (scheduling)
    await writeChangedSchedules(
      boss,
      SCHEDULES.map(({ name, cron }) => ({ name, cron, options: { tz: ctx.timeZone, missed: 'once' } })),
    );
  for (const job of ON_DEMAND) {
    await boss.work<OnDemandData>(job.name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([request]) => {
      ctx.log.info({ job: job.name, data: request?.data }, 'job started');
      await runThroughOutage(async () => {
        await job.run(ctx, request?.data ?? {});
        await ensureFreshBoards(ctx.db, ctx.timeZone, { force: true });
      }, ctx.log);
    });
  }

  return {
    boss,
    runNow: (name, data, key) => boss.send(name, data ?? null, key ? { singletonKey: key } : {}),
    stop: () => boss.stop({ graceful: true, timeout: 20_000 }),
  };
}
