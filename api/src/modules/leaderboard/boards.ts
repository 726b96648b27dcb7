import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LeaderboardRow } from '@chapter/shared/types';
import type { Database, LeaderboardBoard, PlatformKey, StoredPicture } from '../../db/schema';
import type { Role } from '@chapter/shared/roles';
import { toPicture } from '../../files';

export interface BoardQuery {
  page: number;
  limit: number;
  search: string;
}

export interface BoardPage {
  rows: LeaderboardRow[];
  totalCount: number;
  totalPages: number;
}

/** `%term%` for ILIKE with the term's own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

interface RawRow {
  user_id: string;
  overall_rank: number;
  name: string;
  role: Role;
  academic_year: number | null;
  profile_picture: StoredPicture | null;
  points: number;
  points_increased: number;
  total_solved: number;
  ranks: Partial<Record<PlatformKey, number>> | null;
  profiles: Partial<Record<PlatformKey, Record<string, unknown>>> | null;
}

/** The page's rows, whatever picked them: `slice` yields user_id, rank, position and total (the size of the whole selection). */
const hydrated = (slice: RawBuilder<unknown>) => sql<RawRow & { rank: number; total: number | string }>`
  select p.user_id, p.rank, p.total, m.rank as overall_rank, u.name, u.role, u.academic_year, u.profile_picture,
    m.points, m.points_increased, m.total_solved,
    (select jsonb_object_agg(x.board, x.rank) from leaderboard_entries x
      where x.board in ('leetcode', 'codechef', 'codeforces', 'geeksforgeeks') and x.user_id = p.user_id) as ranks,
    (select jsonb_object_agg(a.platform, a.profile) from platform_accounts a
      where a.user_id = p.user_id and a.verified_at is not null and a.profile is not null) as profiles
  from (${slice}) p
  join leaderboard_members m on m.user_id = p.user_id
  join users u on u.id = p.user_id
  order by p.position`;

/**
 * Which members a page holds. Without a search: a range of positions (page 500 costs what page 1 does), the board's
 * size being its last position. With one: the members whose name contains the term, found through the name index
 * first (materialized: left to itself the planner may walk the whole board testing every name), in board order.
 */
function sliceOf(board: LeaderboardBoard, offset: number, limit: number, pattern: string | null): RawBuilder<unknown> {
  if (board === 'overall') {
    return pattern
      ? sql`with matches as materialized (select user_id, rank, position from leaderboard_members where name ilike ${pattern})
          select *, count(*) over () as total from matches order by position offset ${offset} limit ${limit}`
      : sql`select user_id, rank, position, (select max(position) from leaderboard_members) as total
          from leaderboard_members where position > ${offset} and position <= ${offset + limit}`;
  }
  return pattern
    ? sql`with matches as materialized (
          select e.user_id, e.rank, e.position from leaderboard_entries e join leaderboard_members m on m.user_id = e.user_id
          where e.board = ${board} and m.name ilike ${pattern})
        select *, count(*) over () as total from matches order by position offset ${offset} limit ${limit}`
    : sql`select user_id, rank, position, (select max(position) from leaderboard_entries where board = ${board}) as total
        from leaderboard_entries where board = ${board} and position > ${offset} and position <= ${offset + limit}`;
}

/** The size of a selection whose page came back empty (a page past the end). */
async function sizeOf(db: Kysely<Database>, board: LeaderboardBoard, pattern: string | null): Promise<number> {
  const { rows } = await sql<{ total: number | string | null }>`select max(total) as total from (${sliceOf(board, 0, 1, pattern)}) s`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** One page of a board, with every member's rank on the whole board (a search keeps them). One statement. */
export async function boardPage(db: Kysely<Database>, board: LeaderboardBoard, query: BoardQuery): Promise<BoardPage> {
  const offset = (query.page - 1) * query.limit;
  const pattern = query.search ? containsPattern(query.search) : null;
  const { rows } = await hydrated(sliceOf(board, offset, query.limit, pattern)).execute(db);
  const totalCount = rows.length > 0 ? Number(rows[0]!.total) : await sizeOf(db, board, pattern);
  const shaped = rows.map((row) => toRow(row, row.rank));
  // A platform board's row also carries that platform's figures at its top level, as the contract names them
  // (spec §3: LeetCode rows have ranking, badgesCount, …), besides the nested object the screens read.
  const flat = board === 'overall' ? shaped : shaped.map((row) => ({ ...row[board], ...row }));
  return { rows: flat, totalCount, totalPages: Math.ceil(totalCount / query.limit) };
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function toRow(row: RawRow, rank: number): LeaderboardRow {
  const ranks = row.ranks ?? {};
  const profiles = row.profiles ?? {};
  const { leetcode, codechef, codeforces, geeksforgeeks } = profiles;
  return {
    _id: row.user_id,
    currentRank: rank,
    name: row.name,
    profilePicture: toPicture(row.profile_picture),
    role: row.role,
    academicYear: row.academic_year,
    points: row.points,
    pointsIncreased: row.points_increased,
    // The contract's points column is totalQuestionSolved (spec §3 leaderboard row); the solved count has its own name.
    totalQuestionSolved: row.points,
    problemsSolved: row.total_solved,
    overallRank: row.overall_rank,
    leetcodeRank: ranks.leetcode ?? null,
    codechefRank: ranks.codechef ?? null,
    codeforcesRank: ranks.codeforces ?? null,
    gfgRank: ranks.geeksforgeeks ?? null,
    leetcode: leetcode
      ? {
          ranking: num(leetcode.ranking),
          badgesCount: num(leetcode.badgesCount),
          totalProblemSolved: num(leetcode.totalProblemSolved),
          easy: num(leetcode.easy),
          medium: num(leetcode.medium),
          hard: num(leetcode.hard),
        }
      : null,
    codechef: codechef ? { countryRank: num(codechef.countryRank), highestRating: num(codechef.highestRating), rating: num(codechef.stars) } : null,
    codeforces: codeforces
      ? {
          rank: typeof codeforces.rank === 'string' ? codeforces.rank : 'Unrated',
          rating: num(codeforces.rating),
          totalProblemSolved: num(codeforces.totalProblemSolved),
        }
      : null,
    geeksforgeeks: geeksforgeeks ? { codingScore: num(geeksforgeeks.codingScore), problemSolved: num(geeksforgeeks.problemSolved) } : null,
  };
}
