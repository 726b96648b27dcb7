import { sql, type RawBuilder } from 'kysely';
import { monthBounds } from '../../clock';

export interface MonthPointsOptions {
  /** Only these members; null or absent: everyone with a ledger row in the month. */
  ids?: string[] | null;
  /** Only the member this expression names (a correlated subquery: `sql.ref('u.id')`). */
  member?: RawBuilder<unknown>;
  /** Also `increased`: the points of rows written after this instant (the boards' 24-hour rise). */
  since?: Date;
}

/**
 * A member's points in a month: the sum of their ledger rows counted on the month's days (the day a row counts for,
 * not the day it was written). The one definition the ledger, the boards, the profile, the month end and the admin's
 * user list read. Rows: (user_id, points[, increased]).
 */
export function monthPoints(month: string, options: MonthPointsOptions = {}): RawBuilder<{ user_id: string; points: number; increased?: number }> {
  const [from, to] = monthBounds(month);
  const increased = options.since ? sql`, coalesce(sum(points) filter (where created_at > ${options.since}), 0)::int as increased` : sql``;
  const only = options.ids ? sql`and user_id = any(${options.ids}::uuid[])` : sql``;
  const member = options.member ? sql`and user_id = ${options.member}` : sql``;
  return sql`
    select user_id, sum(points)::int as points ${increased}
    from points_ledger where day >= ${from} and day < ${to} ${only} ${member} group by user_id`;
}
