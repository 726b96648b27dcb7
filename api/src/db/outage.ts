/**
 * PostgreSQL not answering (docs/operations.md, "When PostgreSQL is lost"): which errors mean the database is gone
 * rather than the request being wrong, one log line per outage, and waiting for the database to come back.
 */

/** Seconds a client is asked to wait (Retry-After) while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** What a request answers (503) while the database does not answer. */
export const DATABASE_DOWN_MESSAGE = "The chapter's database is not answering; try again in a minute";

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or not yet there: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now, and class 08 (connection exception).
 */
const isConnectionState = (code: string) => code === '57P01' || code === '57P02' || code === '57P03' || /^08[0-9A-Z]{3}$/.test(code);

/** node-postgres's own words for a connection that ended or never came (it gives them no code). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
  /^connect ECONNREFUSED/,
];

/** Whether `error` (or what it wraps: `cause`, an AggregateError's errors) says the database could not be reached. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isConnectionState(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}

interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Whether the database is down as this process last saw it; one warning when an outage starts, one line when it ends. */
export class DatabaseOutage {
  private downSince: Date | null = null;
  private log: OutageLog | null = null;

  get down(): boolean {
    return this.downSince !== null;
  }

  /** A connection error seen: logged only when it starts an outage (not once per request or poll). */
  failed(error: unknown, log: OutageLog): void {
    if (this.downSince) return;
    this.downSince = new Date();
    this.log = log;
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ error: message }, 'PostgreSQL is not answering: requests answer 503 and jobs wait until it is back');
  }

  /** The database answered (a new connection opened, a health check passed): ends the outage, logged once where it began. */
  answered(): void {
    if (!this.downSince) return;
    const seconds = Math.round((Date.now() - this.downSince.getTime()) / 1000);
    this.downSince = null;
    this.log?.info({ downForSeconds: seconds }, 'PostgreSQL answers again');
  }
}

/** The process's view of its database (one database per process; tests read `down` only as a hint). */
export const databaseOutage = new DatabaseOutage();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  /** Give up (throw the last error) after this long. */
  withinMs: number;
  /** First pause between tries; doubled each time up to `maxPauseMs`. */
  pauseMs?: number;
  maxPauseMs?: number;
}

/**
 * Runs `work`, and while it fails because the database cannot be reached, runs it again after a pause (backing off),
 * until it succeeds, fails otherwise, or `withinMs` has passed. Only for work that may be repeated (idempotent).
 */
export async function whileDatabaseDown<T>(work: () => Promise<T>, options: WaitOptions, onDown?: (error: unknown) => void): Promise<T> {
  const giveUpAt = Date.now() + options.withinMs;
  let pause = options.pauseMs ?? 500;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionError(error) || Date.now() + pause > giveUpAt) throw error;
      onDown?.(error);
      await sleep(pause);
      pause = Math.min(pause * 2, options.maxPauseMs ?? 5_000);
    }
  }
}
