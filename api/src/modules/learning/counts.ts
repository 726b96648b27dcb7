import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/** The exact row count of a paged list, kept by the triggers of 003_learning. */
export async function countedRows(db: Kysely<Database>, name: 'practice_sets' | 'video_resources'): Promise<number> {
  const row = await db.selectFrom('learning_counts').select('total').where('name', '=', name).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** How many rows a filtered list query matches. */
export async function countMatches<T extends keyof Database>(query: SelectQueryBuilder<Database, T, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
