import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LeaderboardRow } from '@chapter/shared/types';
import type { Database, LeaderboardBoard, PlatformKey, StoredPicture } from '../../db/schema';
import type { Role } from '@chapter/shared/roles';
import { toPicture } from '../../files';
import { matchingSlice, orderedSlice, rankOf, sizeOf as boardSize } from './ranking';

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
  provisional: boolean;
}

/**
 * Read-time, not stored: whether the member holds points of a contest of the boards' month that is not final yet (its
 * last re-fetch has not run, so the platform may still revise them).
 */
const provisional = sql<boolean>`exists (
      select 1 from contests c join points_ledger l on l.contest_id = c.id and l.user_id = p.user_id
      cross join leaderboard_state s
      where c.final_at is null and c.results_at is not null
        and c.date >= to_date(s.month, 'YYYY-MM') and c.date < to_date(s.month, 'YYYY-MM') + interval '1 month')`;

/** The page's rows, whatever picked them: `slice` yields user_id, rank, position and (with a search) total. */
const hydrated = (slice: RawBuilder<unknown>) => sql<RawRow & { rank: number; total?: number | string }>`
  select p.*, ${rankOf('overall', sql`m.points`)} as overall_rank, u.name, u.role, u.academic_year, u.profile_picture,
    m.points, m.points_increased, m.total_solved,
    (select jsonb_object_agg(x.board, ${rankOf(sql`x.board`, sql`x.score`)}) from leaderboard_entries x where x.user_id = p.user_id) as ranks,
    (select jsonb_object_agg(a.platform, a.profile) from platform_accounts a
      where a.user_id = p.user_id and a.verified_at is not null and a.profile is not null) as profiles,
    ${provisional} as provisional
  from (${slice}) p
  join leaderboard_members m on m.user_id = p.user_id
  join users u on u.id = p.user_id
  order by p.position`;

/** The size of a selection: the board's, or (a search whose page came back empty) the matches'. */
async function sizeOf(db: Kysely<Database>, board: LeaderboardBoard, pattern: string | null): Promise<number> {
  const { rows } = pattern
    ? await sql<{ total: number | string | null }>`select max(total) as total from (${matchingSlice(board, 0, 1, pattern)}) s`.execute(db)
    : await sql<{ total: number | string | null }>`select ${boardSize(board)} as total`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** One page of a board, with every member's rank on the whole board (a search keeps them). */
export async function boardPage(db: Kysely<Database>, board: LeaderboardBoard, query: BoardQuery): Promise<BoardPage> {
  const offset = (query.page - 1) * query.limit;
  const pattern = query.search ? containsPattern(query.search) : null;
  const slice = pattern ? matchingSlice(board, offset, query.limit, pattern) : orderedSlice(board, offset, query.limit);
  const { rows } = await hydrated(slice).execute(db);
  const totalCount = pattern && rows.length > 0 ? Number(rows[0]!.total) : await sizeOf(db, board, pattern);
  const shaped = rows.map((row) => toRow(row, row.rank));
  // A platform board's row also carries that platform's figures at its top level, as the contract names them
  // (docs/rules.md §10: LeetCode rows have ranking, badgesCount, …), besides the nested object the screens read.
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
    // The contract's points column is totalQuestionSolved (docs/rules.md §10); the solved count has its own name.
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
    provisional: row.provisional,
  };
}
