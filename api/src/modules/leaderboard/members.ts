import type { Kysely } from 'kysely';
import type { RankedMember } from '@chapter/shared/types';
import type { Database } from '../../db/schema';
import { toPicture } from '../../files';

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
  const rows = await db
    .selectFrom('leaderboard_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.rank', 'u.name', 'u.role', 'u.profile_picture', 'm.points', 'm.points_increased'])
    .$if(pick.fromPosition !== undefined, (qb) => qb.where('m.position', '>=', pick.fromPosition!))
    .$if(pick.upTo !== undefined, (qb) => qb.where('m.position', '<=', pick.upTo!))
    .$if(pick.low !== undefined, (qb) => qb.where('m.points', '>=', pick.low!))
    .$if(pick.above !== undefined, (qb) => qb.where('m.points', '>', pick.above!))
    .$if(pick.limit !== undefined, (qb) => qb.limit(pick.limit!))
    .orderBy('m.position')
    .execute();
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
