import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContestSettle } from '../config';
import type { Database } from '../db/schema';
import { PlatformError, PlatformUnavailable, PlatformUserNotFound, type PlatformClients } from '../platforms';

/** What every job is given. Jobs are plain functions of it, so tests call them directly. */
export interface JobContext {
  db: Kysely<Database>;
  clients: PlatformClients;
  /** The chapter's time zone: days and months are counted in it. */
  timeZone: string;
  /** Where the month end writes its backup. */
  backupDir: string;
  /** When contest results are fetched again after a contest's end (CONTEST_SETTLE_*); unset: the defaults. */
  contestSettle?: ContestSettle;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** A failed fetch in words an admin can act on (stored in the error queues). */
export function failureMessage(error: unknown): string {
  if (error instanceof PlatformUserNotFound) return 'Handle not found on the platform';
  if (error instanceof PlatformUnavailable) return `Platform unreachable: ${error.message}`;
  if (error instanceof PlatformError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
