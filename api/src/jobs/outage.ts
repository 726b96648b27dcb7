import { databaseOutage, isConnectionError, whileDatabaseDown, type WaitOptions } from '../db/outage';

/**
 * How long a job that lost its database mid-run waits for it before giving the job back to the queue as failed. Below
 * the queues' expireInSeconds (an hour), so pg-boss does not hand the same job to another worker while this one waits.
 */
export const JOB_OUTAGE_WAIT_MS = 45 * 60_000;

interface JobLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Runs a job's work; when the database stops answering during it, waits for the database and runs the work again from
 * the start (docs/operations.md, "When PostgreSQL is lost"). Only for work that is safe to repeat: the month end
 * (its steps' marks), deliveries (their rows) and the scheduled reads are. Logged once per outage.
 */
export function runThroughOutage<T>(work: () => Promise<T>, log: JobLog, options: Partial<WaitOptions> = {}): Promise<T> {
  return whileDatabaseDown(work, { withinMs: JOB_OUTAGE_WAIT_MS, pauseMs: 1_000, maxPauseMs: 15_000, ...options }, (error) =>
    databaseOutage.failed(error, log),
  );
}

/** A queue's error handler: a connection error is one warning per outage (pg-boss polls every few seconds), others are logged. */
export function queueErrorLogger(log: JobLog & { error(details: object, message: string): void }, what: string) {
  return (error: unknown) => {
    if (isConnectionError(error)) databaseOutage.failed(error, log);
    else log.error({ err: error }, what);
  };
}
