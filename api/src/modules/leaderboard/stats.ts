import { sql, type Kysely } from 'kysely';
import type { StatsData, StatsTier, TierName } from '@chapter/shared/types';
import type { Database } from '../../db/schema';
import { rankedMembers } from './members';
import { orderedSlice } from './ranking';

/** How many members each tier lists (the pyramid's overflow popup shows up to 12). */
export const TIER_USERS = 12;
const TIERS: TierName[] = ['Tier 1', 'Tier 2', 'Tier 3', 'Tier 4'];

interface Figures {
  total: number;
  passed: number;
  mean: number;
  sd: number;
  min: number;
  max: number;
  mode: number;
  /** Per tier: [low, high, members, first position]. */
  tiers: Array<[number, number, number, number]>;
}

/**
 * The current month's overall board in figures (docs/rules.md §5), from the stored standings. One pass groups the
 * members by points; every figure, the tiers' ranges and counts, and where each tier starts in board order come from
 * that histogram in the same statement (points are few distinct values, members many). The tiers' integer ranges cut
 * the span from the lowest to the highest score in four equal parts, Tier 1 on top; a tier whose range holds no whole
 * number has low > high and no members.
 */
export async function boardStats(db: Kysely<Database>, passingMark: number): Promise<StatsData> {
  const { rows } = await sql<Figures>`
    with h as (select score::int as points, n from leaderboard_counts where board = 'overall'),
    totals as (
      select coalesce(sum(n), 0)::int as total, coalesce(sum(n) filter (where points >= ${passingMark}), 0)::int as passed,
        coalesce(sum(points::double precision * n) / nullif(sum(n), 0), 0) as mean, coalesce(min(points), 0) as min, coalesce(max(points), 0) as max
      from h
    ),
    cuts as (select t.*, ceil(t.min + (t.max - t.min) * 1 / 4.0)::int as c1, ceil(t.min + (t.max - t.min) * 2 / 4.0)::int as c2, ceil(t.min + (t.max - t.min) * 3 / 4.0)::int as c3 from totals t),
    ranges as (
      select tier, low, high from cuts, lateral (values (1, c3, max), (2, c2, c3 - 1), (3, c1, c2 - 1), (4, min, c1 - 1)) as r(tier, low, high)
    )
    select c.total, c.passed, c.mean, c.min, c.max,
      coalesce(sqrt((select sum(n * (points - c.mean) ^ 2) from h) / nullif(c.total, 0)), 0) as sd,
      coalesce((select points from h order by n desc, points limit 1), 0) as mode,
      (select json_agg(json_build_array(r.low, r.high,
          (select coalesce(sum(n), 0) from h where h.points between r.low and r.high),
          (select coalesce(sum(n), 0) from h where h.points > r.high) + 1) order by r.tier) from ranges r) as tiers
    from cuts c`.execute(db);
  const figures = rows[0]!;
  const { total } = figures;

  // The board is ordered by points, so the median sits at the middle position(s).
  const middle = [Math.floor((total + 1) / 2), Math.floor(total / 2) + 1];
  const { rows: medians } =
    total === 0
      ? { rows: [] }
      : await sql<{ score: number }>`select score from (${orderedSlice('overall', middle[0]! - 1, middle[1]! - middle[0]! + 1)}) s`.execute(db);
  const median = medians.length === 0 ? 0 : medians.reduce((sum, row) => sum + row.score, 0) / medians.length;

  const tiers: StatsTier[] = [];
  for (const [index, [low, high, count, first]] of figures.tiers.entries()) {
    // A tier's members are consecutive on the board: from `first`, as long as their points reach `low`.
    const users = count === 0 ? [] : await rankedMembers(db, { fromPosition: first, upTo: first + TIER_USERS - 1, low });
    tiers.push({ tier: TIERS[index]!, range: [low, high], count: Number(count), users });
  }

  return {
    totalUsers: total,
    passedUsers: figures.passed,
    passingMark,
    mean: figures.mean,
    median,
    mode: figures.mode,
    standardDeviation: figures.sd,
    minScore: figures.min,
    maxScore: figures.max,
    tiers,
  };
}
