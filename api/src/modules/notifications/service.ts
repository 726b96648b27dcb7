import { sql, type Kysely } from 'kysely';
import type { NotificationItem, NotificationsPage } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { pageOf } from '../lists';

export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications fetched successfully',
  counted: 'Unread notifications counted',
  marked: 'Notifications marked as read',
  markWhat: 'Send { ids: [...] } or { all: true }',
  idsList: 'ids must be a list of notification ids',
} as const;

/** The most ids one "mark read" may name. */
export const MAX_MARK_IDS = 200;

type Row = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
};

const toItem = (row: Row): NotificationItem => ({
  _id: row.id,
  kind: row.kind as NotificationItem['kind'],
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
});

/** How many of the member's items are unread (an index on unread items keeps it cheap). */
export async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.unread;
}

/** One page of the member's items, newest first, with their total and unread counts. */
export async function listNotifications(db: Kysely<Database>, userId: string, page: number, limit: number): Promise<NotificationsPage> {
  const [rows, total, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    unreadCount(db, userId),
  ]);
  return { ...pageOf(NOTIFICATION_MESSAGES.listed, rows.map(toItem), page, limit, total.count), unread };
}

/** Marks the member's listed items read (`ids`), or all of them; others' items are never touched. Answers how many changed. */
export async function markRead(db: Kysely<Database>, userId: string, which: { ids: string[] } | { all: true }, now = new Date()): Promise<number> {
  let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if ('ids' in which) {
    if (which.ids.length === 0) return 0;
    query = query.where('id', 'in', which.ids);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
