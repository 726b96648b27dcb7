import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { whileDatabaseDown } from '../db/outage';

/**
 * The tables that record a send once per key (docs/notifications.md, "Once each"): beside their key columns (a
 * primary key or unique index over exactly them) each has claimed_at, sent_at, attempts and last_error.
 */
export type DeliveryTable = 'event_mail_deliveries' | 'reminder_deliveries' | 'webhook_deliveries' | 'mark_warning_deliveries';

/** A claim older than this belongs to a worker that died mid-send: another run may take the row and send. */
const LEASE = '10 minutes';
const LEASE_MS = 10 * 60_000;

/**
 * How long a worker keeps trying to record a send (or its failure) while the database does not answer: the mail went
 * out, so the row must say so before its lease ends, or a later run would send it again (docs/operations.md, "When
 * PostgreSQL is lost"). An outage longer than this may send that one row's message twice.
 */
const RECORD_WITHIN_MS = LEASE_MS - 60_000;

/** One delivery's key: its table's key columns and their values. */
export type DeliveryKey = Record<string, string | number | Date>;

/** What a send may answer instead of succeeding or throwing: its target is gone for good, so it is not retried. */
export interface Dropped {
  dropped: string;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped' | 'dropped';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What one run's deliveries came to; `throwIfFailed` ends a run whose failed sends the queue must retry. */
export class DeliveryTally {
  sent = 0;
  failed = 0;
  /** Already sent (an earlier run, another worker) or being sent right now by another worker. */
  skipped = 0;
  private lastError: unknown;

  count(outcome: DeliveryOutcome, error?: unknown): DeliveryOutcome {
    if (outcome === 'sent') this.sent += 1;
    else if (outcome === 'failed') {
      this.failed += 1;
      this.lastError = error;
    } else if (outcome === 'skipped') this.skipped += 1;
    return outcome;
  }

  /** Throws when a send failed, so the queue retries the job; the failed rows were released for that retry. */
  throwIfFailed(what: string): void {
    if (this.failed > 0) throw new Error(`${this.failed} ${what} failed (last: ${messageOf(this.lastError)})`);
  }

  get counts() {
    return { sent: this.sent, failed: this.failed, skipped: this.skipped };
  }
}

const columnsOf = (key: DeliveryKey) => sql.join(Object.keys(key).map((column) => sql.ref(column)));
const matching = (key: DeliveryKey): RawBuilder<unknown> =>
  sql.join(
    Object.entries(key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  );

/**
 * A claim's mark: this worker's clock to the microsecond, the microseconds random (JavaScript has milliseconds), so a
 * worker can tell its own claim from another's when it did not hear whether its claim committed.
 */
function claimMark(): string {
  const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return new Date().toISOString().replace('Z', `${micros}Z`);
}

/**
 * Claims the delivery for this worker: a fresh row, or one released by a failure or left by a worker that died
 * mid-send, or (`mine`) one this worker claimed with one of those marks. False when it was sent already or another worker holds it.
 */
export async function claimDelivery(db: Kysely<Database>, table: DeliveryTable, key: DeliveryKey, mark = claimMark(), mine: string[] = []): Promise<boolean> {
  const target = sql.table(table);
  const ours = mine.length > 0 ? sql`or ${target}.claimed_at = any(${sql.val(mine)}::timestamptz[])` : sql``;
  const claimed = await sql<{ claimed: number }>`
    insert into ${target} (${columnsOf(key)}, claimed_at, attempts)
    values (${sql.join(Object.values(key))}, ${mark}::timestamptz, 1)
    on conflict (${columnsOf(key)}) do update set claimed_at = ${mark}::timestamptz, attempts = ${target}.attempts + 1
      where ${target}.sent_at is null and (${target}.claimed_at is null or ${target}.claimed_at < now() - ${sql.lit(LEASE)}::interval ${ours})
    returning 1 as claimed`.execute(db);
  return claimed.rows.length > 0;
}

/**
 * Claims as claimDelivery does, through an outage: when the claim's answer is lost (the database went away), it is
 * asked again once the database answers, taking the row back if that lost claim had committed (it carries our mark).
 */
async function claimThroughOutage(db: Kysely<Database>, table: DeliveryTable, key: DeliveryKey): Promise<boolean> {
  const tried: string[] = [];
  return whileDatabaseDown(
    () => {
      const mark = claimMark();
      const mine = [...tried];
      tried.push(mark);
      return claimDelivery(db, table, key, mark, mine);
    },
    { withinMs: RECORD_WITHIN_MS },
  );
}

/**
 * Sends once per key, whatever the retries or the number of workers: claims the key's row, sends, marks it sent. A
 * send that throws releases the row (its error kept) for the queue's retry; one that answers `{ dropped }` leaves the
 * row claimed with that reason, so it is not tried again.
 */
export async function deliverOnce(
  db: Kysely<Database>,
  table: DeliveryTable,
  key: DeliveryKey,
  send: () => Promise<void | Dropped>,
  tally: DeliveryTally,
  /** When it counts as sent (a job on a test clock gives its `now`); unset: the database's now. */
  sentAt?: Date,
): Promise<DeliveryOutcome> {
  if (!(await claimThroughOutage(db, table, key))) return tally.count('skipped');
  const where = matching(key);
  // What happened to the send is recorded even if the database goes away meanwhile: tried again until it answers.
  const record = (statement: RawBuilder<unknown>) => whileDatabaseDown(() => statement.execute(db), { withinMs: RECORD_WITHIN_MS });
  let answer: void | Dropped;
  try {
    answer = await send();
  } catch (error) {
    await record(sql`update ${sql.table(table)} set claimed_at = null, last_error = ${messageOf(error)} where ${where}`);
    return tally.count('failed', error);
  }
  if (answer && 'dropped' in answer) {
    await record(sql`update ${sql.table(table)} set last_error = ${answer.dropped} where ${where}`);
    return tally.count('dropped');
  }
  await record(sql`update ${sql.table(table)} set sent_at = ${sentAt ?? sql`now()`}, last_error = null where ${where}`);
  return tally.count('sent');
}
