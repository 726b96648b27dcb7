import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseKind } from '../db';
import type { Database, PlatformKey } from '../db/schema';
import type { PlatformClients } from '../platforms';
import type { JobQueue } from '../jobs/queue';
import type { EventMailQueue } from '../jobs/eventMail';

/** What every route module is given when registered. */
export interface RouteDeps {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
}

/** The coding platforms' clients, and how long verification keeps looking (tests shorten it). */
export interface PlatformDeps {
  clients: PlatformClients;
  verifyRetryDelaysMs?: Partial<Record<PlatformKey, number[]>>;
}

/** The job queue once the server has started it; null in tests and with JOBS=false. */
export interface JobsHandle {
  queue: JobQueue | null;
  /** The meeting and contest mail queue; every server process runs it (JOBS=false too), tests start it when they need it. */
  mail?: EventMailQueue | null;
}

/** What the points engine's route modules are given. */
export interface PointsRouteDeps extends RouteDeps {
  platforms: PlatformDeps;
  jobs: JobsHandle;
}
