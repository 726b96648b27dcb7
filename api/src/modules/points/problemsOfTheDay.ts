import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The newest stored problem of the day per platform, as get-potd answers it. */
export async function latestProblemsOfTheDay(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('problems_of_the_day')
    .select(['platform', 'problem'])
    .distinctOn('platform')
    .orderBy('platform')
    .orderBy('day', 'desc')
    .execute();
  const byPlatform = Object.fromEntries(rows.map((row) => [row.platform, row.problem]));
  return { leetcode: byPlatform.leetcode ?? null, geeksforgeeks: byPlatform.geeksforgeeks ?? null };
}
