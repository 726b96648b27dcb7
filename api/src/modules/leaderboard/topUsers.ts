import type { Kysely } from 'kysely';
import type { TopUser } from '@chapter/shared/types';
import type { Database } from '../../db/schema';
import { rankedMembers } from './members';

/** The dashboard's top 5 of the month (members with points), each with the achievements they hold, counted by type. */
export async function topFive(db: Kysely<Database>): Promise<TopUser[]> {
  const members = await rankedMembers(db, { upTo: 5, above: 0 });
  if (members.length === 0) return [];
  const counts = await db
    .selectFrom('achievements')
    .select(['user_id', 'type', (eb) => eb.fn.countAll<string>().as('count')])
    .where(
      'user_id',
      'in',
      members.map((member) => member._id),
    )
    .groupBy(['user_id', 'type'])
    .execute();
  return members.map((member) => ({
    ...member,
    // The contract names the top-5 user's fields id and avatar (docs/rules.md §10); _id and profilePicture stay for the screens.
    id: member._id,
    avatar: member.profilePicture,
    achievements: Object.fromEntries(counts.filter((row) => row.user_id === member._id && Number(row.count) > 0).map((row) => [row.type, Number(row.count)])),
  }));
}
