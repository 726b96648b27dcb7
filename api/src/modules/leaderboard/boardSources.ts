import { sql, type RawBuilder } from 'kysely';
import type { PlatformKey } from '../../db/schema';
import { monthPoints } from '../points/monthPoints';

/** A number stored in a platform profile (jsonb), or null when absent or not a number. */
export const profileNumber = (key: string): RawBuilder<number | null> =>
  sql`case when jsonb_typeof(a.profile -> ${key}) = 'number' then (a.profile ->> ${key})::double precision end`;

/** What orders each platform board: problems solved, rating, rating, coding score. The overall board is ordered by points. */
export const PLATFORM_SCORE: Record<PlatformKey, string> = {
  leetcode: 'totalProblemSolved',
  codechef: 'rating',
  codeforces: 'rating',
  geeksforgeeks: 'codingScore',
};

/** `and <column> = any(ids)` when only some members are wanted, else nothing. */
const onlyThese = (column: string, ids: string[] | null) => (ids ? sql`and ${sql.ref(column)} = any(${ids}::uuid[])` : sql``);

/**
 * The overall board's source rows (id, name, points, increased, solved) for `month`: every member (a role above USER,
 * not blocked), or only those of `ids`. `increased`: the points written after `since`.
 */
export function memberSource(month: string, since: Date, ids: string[] | null): RawBuilder<unknown> {
  return sql`
    select u.id, u.name, coalesce(l.points, 0) as points, coalesce(l.increased, 0) as increased, coalesce(s.solved, 0) as solved
    from users u
    left join (${monthPoints(month, { ids, since })}) l on l.user_id = u.id
    left join (
      select a.user_id, sum(coalesce(case when a.platform = 'geeksforgeeks' then ${profileNumber('problemSolved')} else ${profileNumber('totalProblemSolved')} end, 0))::int as solved
      from platform_accounts a where a.verified_at is not null and a.profile is not null ${onlyThese('a.user_id', ids)} group by a.user_id
    ) s on s.user_id = u.id
    where u.role <> 'USER' and not u.blocked ${onlyThese('u.id', ids)}`;
}

/** Each verified platform account's board and score (board, user_id, name, score), of every member or only those of `ids`. */
export function entrySource(ids: string[] | null): RawBuilder<unknown> {
  const score = sql.join(
    Object.entries(PLATFORM_SCORE).map(([platform, key]) => sql`when ${platform} then ${profileNumber(key)}`),
    sql` `,
  );
  return sql`
    select a.platform as board, a.user_id, m.name, coalesce(case a.platform ${score} end, 0) as score
    from platform_accounts a join leaderboard_members m on m.user_id = a.user_id
    where a.verified_at is not null and a.profile is not null ${onlyThese('a.user_id', ids)} ${onlyThese('m.user_id', ids)}`;
}
