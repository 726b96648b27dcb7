import { sql, type Kysely } from 'kysely';
import type { Announcement } from '@chapter/contract';
import type { AnnouncementLink, Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { notify } from '../notifications/notify';
import type { WebhookQueue } from '../deps';

export interface NewAnnouncement {
  title: string;
  description: string;
  date: string;
  time: string | null;
  links: AnnouncementLink[];
}

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';
/** The dashboard shows the latest ones; older announcements stay stored. */
export const ANNOUNCEMENT_LIST_LIMIT = 100;

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.title',
      'a.description',
      sql<string>`a.date::text`.as('day'),
      'a.time',
      'a.links',
      'a.created_by',
      'a.created_at',
      'u.name as creator_name',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const toView = (row: Row): Announcement => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  date: `${row.day}T00:00:00.000Z`,
  time: row.time,
  links: row.links,
  createdBy: row.created_by ? { _id: row.created_by, name: row.creator_name ?? '' } : null,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The first part of an announcement's text, for its notice in the notification centre. */
const summary = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Stores the announcement and, in the same transaction, a notice for every other unblocked account (once: key announcement:<id>)
 * and, with `posts`, its group-chat post.
 */
export async function createAnnouncement(
  db: Kysely<Database>,
  announcement: NewAnnouncement,
  createdBy: string,
  posts: WebhookQueue | null = null,
): Promise<Announcement> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('announcements')
      .values({ ...announcement, links: JSON.stringify(announcement.links), created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    const readers = await trx.selectFrom('users').select('id').where('blocked', '=', false).where('id', '<>', createdBy).execute();
    await notify(
      trx,
      readers.map((reader) => reader.id),
      { kind: 'announcement', title: announcement.title, body: summary(announcement.description), link: '/dashboard', key: `announcement:${row.id}` },
    );
    if (posts) await posts.enqueue(trx, { kind: 'announcement', id: row.id });
    return row.id;
  });
  return toView(await base(db).where('a.id', '=', id).executeTakeFirstOrThrow());
}

/** Newest first: by the announcement's day and time, then by when it was written. */
export async function listAnnouncements(db: Kysely<Database>): Promise<Announcement[]> {
  const rows = await base(db)
    .orderBy('a.date', 'desc')
    .orderBy(sql`a.time desc nulls last`)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .limit(ANNOUNCEMENT_LIST_LIMIT)
    .execute();
  return rows.map(toView);
}

export async function deleteAnnouncement(db: Kysely<Database>, id: string): Promise<void> {
  const result = await db.deleteFrom('announcements').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
}
