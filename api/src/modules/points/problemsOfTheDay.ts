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

const POTD_PLATFORMS = ['leetcode', 'geeksforgeeks'] as const;

/** True when a platform has no problem of the day stored for `today` (a fresh install, or the 00:05 job failed). */
export async function problemsOfTheDayMissing(db: Kysely<Database>, today: string): Promise<boolean> {
  const rows = await db.selectFrom('problems_of_the_day').select('platform').where('day', '>=', today).execute();
  return POTD_PLATFORMS.some((platform) => !rows.some((row) => row.platform === platform));
}
