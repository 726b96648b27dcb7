import { sql, type Kysely } from 'kysely';
import type { NOTIFICATION_KINDS } from '@chapter/contract/constants';
import { NOTIFICATION_KEEP_DAYS } from '@chapter/contract/constants';
import type { Database } from '../../db/schema';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One item for the notification centre. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body?: string;
  /** An in-app path (for example /calendar) or a full URL. */
  link?: string | null;
  /** Makes the item once per member: a second notify with the same key adds nothing (retried jobs, two instances). */
  key?: string;
}

/**
 * Adds the notice to each listed member's notification centre, once per member and key. Runs on the caller's
 * connection, so a caller's transaction adds the notices exactly when its change commits. Answers how many were added.
 */
export async function notify(db: Kysely<Database>, userIds: readonly string[], notice: Notice): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = userIds.map((user_id) => ({
    user_id,
    kind: notice.kind,
    title: notice.title,
    body: notice.body ?? '',
    link: notice.link ?? null,
    dedupe_key: notice.key ?? null,
  }));
  const added = await db
    .insertInto('notifications')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing())
    .returning('id')
    .execute();
  return added.length;
}

/** Adds the notice for every member whose role is one of `roles` and who is not blocked (announcements). */
export async function notifyRoles(db: Kysely<Database>, roles: readonly string[], notice: Notice): Promise<number> {
  const users = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', roles as never)
    .where('blocked', '=', false)
    .execute();
  return notify(
    db,
    users.map((user) => user.id),
    notice,
  );
}

/** Removes items older than the centre keeps them (90 days); answers how many went. */
export async function pruneNotifications(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('created_at', '<', sql<Date>`${now.toISOString()}::timestamptz - make_interval(days => ${NOTIFICATION_KEEP_DAYS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
