import { sql, type Kysely } from 'kysely';
import type { Role } from '@chapter/shared/roles';
import type { RankedMember } from '@chapter/shared/types';
import type { Database, StoredPicture } from '../../db/schema';
import { toPicture } from '../../files';
import { orderedSlice } from './ranking';

export interface MemberPick {
  /** Positions from this one on. */
  fromPosition?: number;
  /** Positions up to this one only. */
  upTo?: number;
  /** Points of at least this only. */
  low?: number;
  /** Scores above this only. */
  above?: number;
  limit?: number;
}

/** Overall-board members, in board order, as the podium, the top 5 and the pyramid show them. */
export async function rankedMembers(db: Kysely<Database>, pick: MemberPick): Promise<RankedMember[]> {
  const offset = (pick.fromPosition ?? 1) - 1;
  const count = Math.min(pick.limit ?? Number.MAX_SAFE_INTEGER, (pick.upTo ?? offset + (pick.limit ?? 1_000)) - offset);
  if (count <= 0) return [];
  const { rows } = await sql<{
    user_id: string;
    rank: number;
    name: string;
    role: Role;
    profile_picture: StoredPicture | null;
    points: number;
    points_increased: number;
  }>`
    select p.user_id, p.rank, u.name, u.role, u.profile_picture, m.points, m.points_increased
    from (${orderedSlice('overall', offset, count)}) p
    join leaderboard_members m on m.user_id = p.user_id
    join users u on u.id = p.user_id
    where true ${pick.low !== undefined ? sql`and m.points >= ${pick.low}` : sql``} ${pick.above !== undefined ? sql`and m.points > ${pick.above}` : sql``}
    order by p.position`.execute(db);
  return rows.map((row) => ({
    _id: row.user_id,
    name: row.name,
    role: row.role,
    profilePicture: toPicture(row.profile_picture),
    points: row.points,
    pointsIncreased: row.points_increased,
    currentRank: row.rank,
  }));
}
