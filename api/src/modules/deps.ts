import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseKind } from '../db';
import type { Database, EventMailKind, PlatformKey } from '../db/schema';
import type { PlatformBreaker, PlatformClients } from '../platforms';

/** What every route module is given when registered. */
export interface RouteDeps {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
}

/** The coding platforms' clients, and how long verification keeps looking (tests shorten it). */
export interface PlatformDeps {
  clients: PlatformClients;
  /** The circuit breaker the clients' requests pass (modules/platformHealth); none: no breaker, health reads as working. */
  breaker?: PlatformBreaker | null;
  verifyRetryDelaysMs?: Partial<Record<PlatformKey, number[]>>;
}

/** Queues a job now (an admin's "run it now"); one per `key` while one is waiting. The job layer implements it. */
export interface JobStarter {
  runNow(name: string, data?: object, key?: string): Promise<string | null>;
}

/** The job queue once the server has started it; null in tests and with JOBS=false. */
export interface JobsHandle {
  queue: JobStarter | null;
  /** The meeting and contest mail queue; every server process runs it (JOBS=false too), tests start it when they need it. */
  mail?: EventMailQueue | null;
  /** The group-chat webhook posts (jobs/webhookPosts.ts); every server process runs it, tests start it when they need it. */
  webhooks?: WebhookQueue | null;
}

/** Which event's announcement to mail. */
export interface EventMailJob {
  kind: EventMailKind;
  id: string;
}

/** Queues the event's mail in the caller's transaction (the job exists exactly when the event does); jobs/eventMail.ts implements it. */
export interface EventMailQueue {
  enqueue(db: Kysely<Database>, job: EventMailJob): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What to post to the group chat's webhooks (docs/notifications.md): a new announcement, a new calendar contest, or a
 * contest or meeting on its day (`day`, YYYY-MM-DD in the chapter's zone). Each goes to each webhook once.
 */
export type WebhookItem =
  { kind: 'announcement'; id: string } | { kind: 'contest'; id: string } | { kind: 'day-of'; event: EventMailKind; id: string; day: string };

/** Queues an item's posts in the caller's transaction (queued exactly when the item exists); jobs/webhookPosts.ts implements it. */
export interface WebhookQueue {
  enqueue(db: Kysely<Database>, item: WebhookItem): Promise<void>;
  stop(): Promise<void>;
}

/** What the error queues' re-runs fetch again, at once; the job layer implements them with its contest and practice runs. */
export interface ErrorReruns {
  /** The listed members' results of a contest; null when the contest no longer exists. */
  contest(contestId: string, log: FastifyBaseLogger): Promise<{ awarded: number } | null>;
  /** The listed members' practice of `day` (YYYY-MM-DD). */
  practice(day: string, only: Array<{ userId: string; platform: 'leetcode' | 'geeksforgeeks' }>, log: FastifyBaseLogger): Promise<{ awarded: number }>;
}

/** What the points engine's route modules are given. */
export interface PointsRouteDeps extends RouteDeps {
  platforms: PlatformDeps;
  jobs: JobsHandle;
}

/** An error-queue re-run, as a run of the admin's job queue: `id` is the contest's id or the practice day. */
export type RerunJob = 'rerun-contest-error' | 'rerun-practice-error';

/** Queues a re-run (one per record at a time, across processes) and answers the run, which the admin can follow. */
export type QueueRerun = (job: RerunJob, id: string, label: string, actor: { id: string; name: string }) => Promise<{ id: string; state: string }>;

/** What the admin's job routes are given: the queue for "update now", the error queues' re-runs and their queue. */
export interface AdminJobRouteDeps extends RouteDeps {
  jobs: JobsHandle;
  reruns: ErrorReruns;
  queueRerun: QueueRerun;
}
