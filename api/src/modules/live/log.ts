import { sql, type Kysely } from 'kysely';
import { LIVE_REPLAY_MINUTES, type LiveEventType } from '@chapter/contract';
import type { Database } from '../../db/schema';

/** One row of the live log as read back. */
export interface LoggedEvent {
  id: number;
  type: LiveEventType;
  userId: string | null;
  payload: Record<string, unknown>;
}

/** Rows read per poll; a longer backlog is read over the following polls. */
export const READ_BATCH = 500;

const columns = ['id', 'type', 'user_id', 'payload'] as const;
const toEvent = (row: { id: string | number; type: string; user_id: string | null; payload: unknown }): LoggedEvent => ({
  id: Number(row.id),
  type: row.type as LiveEventType,
  userId: row.user_id,
  payload: (row.payload ?? {}) as Record<string, unknown>,
});

/** Events after `after`, plus those of `gaps` (ids skipped by an earlier read whose transaction had not committed yet). */
export async function readAfter(db: Kysely<Database>, after: number, gaps: number[] = [], limit = READ_BATCH): Promise<LoggedEvent[]> {
  let query = db.selectFrom('live_events').select(columns);
  query =
    gaps.length > 0 ? query.where((eb) => eb.or([eb('id', '>', String(after)), eb('id', 'in', gaps.map(String))])) : query.where('id', '>', String(after));
  return (await query.orderBy('id').limit(limit).execute()).map(toEvent);
}

/** Events in (after, upTo] for a replay, oldest first. */
export async function readRange(db: Kysely<Database>, after: number, upTo: number): Promise<LoggedEvent[]> {
  if (upTo <= after) return [];
  const rows = await db.selectFrom('live_events').select(columns).where('id', '>', String(after)).where('id', '<=', String(upTo)).orderBy('id').execute();
  return rows.map(toEvent);
}

/** The log's first and last ids (null when it is empty). */
export async function logBounds(db: Kysely<Database>): Promise<{ first: number | null; last: number | null }> {
  const row = await db
    .selectFrom('live_events')
    .select([sql<string | null>`min(id)`.as('first'), sql<string | null>`max(id)`.as('last')])
    .executeTakeFirst();
  return { first: row?.first == null ? null : Number(row.first), last: row?.last == null ? null : Number(row.last) };
}

/**
 * Forgets events older than the replay window; the newest is always kept, so a page's Last-Event-ID can be told
 * apart from an id the log never had (after a restore) and from one it pruned. Expired stream tickets go too.
 */
export async function pruneLog(db: Kysely<Database>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LIVE_REPLAY_MINUTES * 60_000);
  const removed = await db
    .deleteFrom('live_events')
    .where('created_at', '<', before)
    .where('id', '<', (eb) => eb.selectFrom('live_events').select(sql<string>`max(id)`.as('last')))
    .executeTakeFirst();
  await db.deleteFrom('stream_tickets').where('expires_at', '<', now).execute();
  return Number(removed.numDeletedRows);
}
