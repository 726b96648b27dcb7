import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContestSettle } from '../config';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail';
import type { WebhookQueue } from '../modules/deps';
import type { PlatformClients } from '../platforms';

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
  /** The mailer and the address links in mails point to (jobs that mail members); unset: such jobs mail nobody. */
  mailer?: Mailer;
  publicUrl?: string;
  /** The chapter's contact address: who push services reach about this server's pushes (reminders). */
  contactEmail?: string;
  /** The group-chat webhook queue, read when a job runs (the server starts it after this queue); unset: nothing is posted. */
  webhooks?: () => WebhookQueue | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export { failureMessage } from '../platforms';
