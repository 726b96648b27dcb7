import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';

export interface FestivalView {
  _id: string;
  title: string;
  date: string;
}

export const FESTIVAL_NOT_FOUND = 'Festival not found';

export async function addFestival(db: Kysely<Database>, title: string, date: string, createdBy: string): Promise<FestivalView> {
  const row = await db
    .insertInto('festivals')
    .values({ title, date, created_by: createdBy })
    .returning(['id', 'title', sql<string>`date::text`.as('day')])
    .executeTakeFirstOrThrow();
  return { _id: row.id, title: row.title, date: row.day };
}

export async function deleteFestival(db: Kysely<Database>, festivalId: string): Promise<void> {
  const result = await db.deleteFrom('festivals').where('id', '=', festivalId).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, FESTIVAL_NOT_FOUND);
}
