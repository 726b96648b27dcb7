import type { Kysely } from 'kysely';
import { PLATFORMS } from '@chapter/shared/constants';
import type { PublicOverview } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { monthIn } from '../../clock';
import { topOfMonth } from '../points/ledger';
import { toPicture } from '../../files';

const countOf = <T extends { count: number | string | bigint }>(row: T | undefined) => Number(row?.count ?? 0);

/**
 * The landing page's figures, counted from the data rather than claimed. Members who chose not to appear on the
 * landing page are neither counted in `activeUsers` nor on the podium (docs/privacy.md).
 */
export async function publicOverview(db: Kysely<Database>, timeZone: string, now = new Date()): Promise<PublicOverview> {
  const month = monthIn(now, timeZone);
  const activeUsers = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('blocked', '=', false)
    .where('on_landing_page', '=', true)
    .executeTakeFirst();
  // Each set's total is kept equal to its problem count, so summing the totals counts the problems without scanning them.
  const problems = await db
    .selectFrom('practice_sets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum('total_questions'), eb.lit(0)).as('count'))
    .executeTakeFirst();
  const sets = await db
    .selectFrom('practice_sets')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  const videoResources = await db
    .selectFrom('video_resources')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return {
    activeUsers: countOf(activeUsers),
    practiceProblems: countOf(problems),
    resources: countOf(sets) + countOf(videoResources),
    platforms: PLATFORMS.length,
    month,
    topPerformers: (await topOfMonth(db, month, 3)).map((row) => ({
      _id: row.id,
      name: row.name,
      role: row.role,
      profilePicture: toPicture(row.profile_picture),
      points: row.points,
      rank: row.rank,
    })),
  };
}
