import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One calendar contest as its announcements tell it (mail, group chat), its date as 'YYYY-MM-DD'; undefined when gone. */
export function contestRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('contests')
    .select(['name', 'link', 'platform', 'start_time', 'end_time', sql<string>`date::text`.as('day')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One meeting as its announcements tell it (mail, group chat), its date as 'YYYY-MM-DD'; undefined when gone. */
export function meetingRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('meetings')
    .select(['title', 'description', 'link', 'time', 'compulsory', 'attendees', sql<string>`date::text`.as('day')])
    .where('id', '=', id)
    .executeTakeFirst();
}
