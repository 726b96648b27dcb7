import type { Kysely, Transaction } from 'kysely';
import type { LiveEventType } from '@chapter/contract';
import type { Database } from '../../db/schema';

/** An event for the log: `userId` set sends it to that member's pages only; `payload` is what the page gets besides its type. */
export interface LiveLogEntry {
  type: LiveEventType;
  userId?: string | null;
  payload: Record<string, unknown>;
}

/**
 * Adds an event to the live log (docs/live.md). Call it in the transaction that makes the change it tells of, so a
 * change that rolls back tells nobody. Points, notifications, announcements, platform health and the boards' version
 * need no call: the database's triggers write those (migration 024_live).
 */
export async function publishLive(db: Kysely<Database> | Transaction<Database>, event: LiveLogEntry): Promise<void> {
  await db
    .insertInto('live_events')
    .values({ type: event.type, user_id: event.userId ?? null, payload: JSON.stringify(event.payload) })
    .execute();
}
