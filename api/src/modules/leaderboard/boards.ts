import { sql, type Kysely } from 'kysely';
import type { LeaderboardRow } from '@chapter/shared/types';
import type { Database, LeaderboardBoard, PlatformKey, StoredPicture } from '../../db/schema';
import type { Role } from '@chapter/shared/roles';
import { toPicture } from '../users/picture';

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

interface PagedIds {
  ids: Array<{ user_id: string; rank: number; position: number }>;
  totalCount: number;
}

/** The overall board's slice: a range of positions, or the members whose name contains the term, in board order. */
async function overallSlice(db: Kysely<Database>, query: BoardQuery, offset: number, pattern: string | null): Promise<PagedIds> {
  if (!pattern) {
    // Positions run 1..n, so the board's size is its last position: one index probe.
    const ids = await db
      .selectFrom('leaderboard_members')
      .select(['user_id', 'rank', 'position', sql<number>`(select max(position) from leaderboard_members)`.as('total')])
      .where('position', '>', offset)
      .where('position', '<=', offset + query.limit)
      .orderBy('position')
      .execute();
    const totalCount = ids.length > 0 ? ids[0]!.total : Number((await db.selectFrom('leaderboard_members').select((eb) => eb.fn.max('position').as('n')).executeTakeFirstOrThrow()).n ?? 0);
    return { ids, totalCount };
  }
  // Materialized: the matches are found through the name index first and then ordered; left to itself the planner
  // may walk the whole board in order testing every name, which is ten times slower for a common name.
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) => qb.selectFrom('leaderboard_members').select(['user_id', 'rank', 'position']).where(sql<boolean>`name ilike ${pattern}`),
    )
    .selectFrom('matches')
    .select(['user_id', 'rank', 'position', sql<string>`count(*) over ()`.as('total')])
    .orderBy('position')
    .offset(offset)
    .limit(query.limit)
    .execute();
  const totalCount = rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : await countMatches(db, pattern);
  return { ids: rows, totalCount };
}

const countMatches = async (db: Kysely<Database>, pattern: string) =>
  Number((await db.selectFrom('leaderboard_members').select(sql<string>`count(*)`.as('n')).where(sql<boolean>`name ilike ${pattern}`).executeTakeFirstOrThrow()).n);

/** A platform board's slice, the same way. */
async function platformSlice(db: Kysely<Database>, board: PlatformKey, query: BoardQuery, offset: number, pattern: string | null): Promise<PagedIds> {
  if (!pattern) {
    const size = () => db.selectFrom('leaderboard_entries').select((eb) => eb.fn.max('position').as('n')).where('board', '=', board);
    const ids = await db
      .selectFrom('leaderboard_entries')
      .select(['user_id', 'rank', 'position', size().as('total')])
      .where('board', '=', board)
      .where('position', '>', offset)
      .where('position', '<=', offset + query.limit)
      .orderBy('position')
      .execute();
    const totalCount = ids.length > 0 ? Number(ids[0]!.total) : Number((await size().executeTakeFirstOrThrow()).n ?? 0);
    return { ids, totalCount };
  }
  const matching = db
    .selectFrom('leaderboard_entries as e')
    .innerJoin('leaderboard_members as m', 'm.user_id', 'e.user_id')
    .where('e.board', '=', board)
    .where(sql<boolean>`m.name ilike ${pattern}`);
  const counted = await matching.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const ids = await matching.select(['e.user_id', 'e.rank', 'e.position']).orderBy('e.position').offset(offset).limit(query.limit).execute();
  return { ids, totalCount: Number(counted.n) };
}

/**
 * One page of a board: without a search, a range of positions (as fast on page 500 as on page 1); with one, the
 * members whose name contains the term, in board order, with their rank on the whole board.
 */
export async function boardPage(db: Kysely<Database>, board: LeaderboardBoard, query: BoardQuery): Promise<BoardPage> {
  const offset = (query.page - 1) * query.limit;
  const pattern = query.search ? containsPattern(query.search) : null;
  const slice = board === 'overall' ? await overallSlice(db, query, offset, pattern) : await platformSlice(db, board, query, offset, pattern);
  if (slice.ids.length === 0) return { rows: [], totalCount: slice.totalCount, totalPages: Math.ceil(slice.totalCount / query.limit) };

  const ids = slice.ids.map((row) => row.user_id);
  const raw = await db
    .selectFrom('leaderboard_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.rank as overall_rank',
      'u.name',
      'u.role',
      'u.academic_year',
      'u.profile_picture',
      'm.points',
      'm.points_increased',
      'm.total_solved',
      sql<RawRow['ranks']>`(select jsonb_object_agg(x.board, x.rank) from leaderboard_entries x
        where x.board in ('leetcode', 'codechef', 'codeforces', 'geeksforgeeks') and x.user_id = m.user_id)`.as('ranks'),
      sql<RawRow['profiles']>`(select jsonb_object_agg(a.platform, a.profile) from platform_accounts a
        where a.user_id = m.user_id and a.verified_at is not null and a.profile is not null)`.as('profiles'),
    ])
    .where('m.user_id', 'in', ids)
    .execute();
  const byId = new Map(raw.map((row) => [row.user_id, row as RawRow]));
  const rows = slice.ids.flatMap((entry) => {
    const row = byId.get(entry.user_id);
    return row ? [toRow(row, entry.rank)] : [];
  });
  return { rows, totalCount: slice.totalCount, totalPages: Math.ceil(slice.totalCount / query.limit) };
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
    totalQuestionSolved: row.total_solved,
    overallRank: row.overall_rank,
    leetcodeRank: ranks.leetcode ?? null,
    codechefRank: ranks.codechef ?? null,
    codeforcesRank: ranks.codeforces ?? null,
    gfgRank: ranks.geeksforgeeks ?? null,
    leetcode: leetcode
      ? { ranking: num(leetcode.ranking), badgesCount: num(leetcode.badgesCount), totalProblemSolved: num(leetcode.totalProblemSolved), easy: num(leetcode.easy), medium: num(leetcode.medium), hard: num(leetcode.hard) }
      : null,
    codechef: codechef ? { countryRank: num(codechef.countryRank), highestRating: num(codechef.highestRating), rating: num(codechef.stars) } : null,
    codeforces: codeforces
      ? { rank: typeof codeforces.rank === 'string' ? codeforces.rank : 'Unrated', rating: num(codeforces.rating), totalProblemSolved: num(codeforces.totalProblemSolved) }
      : null,
    geeksforgeeks: geeksforgeeks ? { codingScore: num(geeksforgeeks.codingScore), problemSolved: num(geeksforgeeks.problemSolved) } : null,
  };
}
