import { sql, type RawBuilder } from 'kysely';
import type { LeaderboardBoard } from '../../db/schema';

/**
 * Ranks and positions read through leaderboard_counts (how many members each board has at each score): a rank is
 * 1 + the members with a higher score, shared by equal scores; a page starts at the score where its first position
 * falls, then walks the board's order index (score, name in code-point order, id) from there.
 */
export const rankOf = (board: RawBuilder<unknown> | string, score: RawBuilder<unknown>): RawBuilder<number> =>
  sql`(1 + coalesce((select sum(c.n) from leaderboard_counts c where c.board = ${board} and c.score > ${score}), 0))::int`;

/** How many members a board holds. */
export const sizeOf = (board: LeaderboardBoard): RawBuilder<number> =>
  sql`(select coalesce(sum(c.n), 0)::int from leaderboard_counts c where c.board = ${board})`;

/**
 * `limit` rows of a board from position `offset + 1`: user_id, score, position (1-based), rank. The score where the
 * offset falls comes from the counts (a few hundred rows), so page 500 costs what page 1 does.
 */
export function orderedSlice(board: LeaderboardBoard, offset: number, limit: number): RawBuilder<unknown> {
  const table = board === 'overall' ? sql`leaderboard_members r` : sql`leaderboard_entries r`;
  const score = board === 'overall' ? sql`r.points` : sql`r.score`;
  const onBoard = board === 'overall' ? sql`true` : sql`r.board = ${board}`;
  return sql`
    with start as (
      select score, before from (
        select score, n, coalesce(sum(n) over (order by score desc rows between unbounded preceding and 1 preceding), 0) as before
        from leaderboard_counts where board = ${board}
      ) c where before <= ${offset} and before + n > ${offset}
    ),
    page as (
      select r.user_id, ${score}::double precision as score, r.name from ${table}
      where ${onBoard} and ${score} <= (select score from start)
      order by ${score} desc, r.name collate "C", r.user_id
      offset (${offset} - (select before from start)) limit ${limit}
    )
    select pg.user_id, pg.score, ${offset} + row_number() over (order by pg.score desc, pg.name collate "C", pg.user_id) as position,
      ${rankOf(board, sql`pg.score`)} as rank
    from page pg`;
}

/** The members of a board whose name contains `pattern` (ILIKE), in board order: user_id, score, position among them, rank, total. */
export function matchingSlice(board: LeaderboardBoard, offset: number, limit: number, pattern: string): RawBuilder<unknown> {
  // Materialized: found through the name index first (left to itself the planner may walk the board testing every name).
  const matches =
    board === 'overall'
      ? sql`select user_id, points::double precision as score, name from leaderboard_members where name ilike ${pattern}`
      : sql`select e.user_id, e.score, e.name from leaderboard_entries e join leaderboard_members m on m.user_id = e.user_id
          where e.board = ${board} and m.name ilike ${pattern}`;
  return sql`
    with matches as materialized (${matches}),
    page as (
      select user_id, score, row_number() over (order by score desc, name collate "C", user_id) as position, count(*) over () as total
      from matches order by position offset ${offset} limit ${limit}
    )
    select pg.user_id, pg.score, pg.position, pg.total, ${rankOf(board, sql`pg.score`)} as rank from page pg`;
}
