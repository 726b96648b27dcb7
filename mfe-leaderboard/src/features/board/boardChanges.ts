import type { LeaderboardRow } from '@chapter/shared/types';
import { ordinal, pointsText } from '../../lib/format';

type Ranked = Pick<LeaderboardRow, '_id' | 'name' | 'currentRank' | 'points'>;

/**
 * One polite sentence for a board page read again while it was open (a live update), or null when no row a reader can
 * see changed. Members are matched by id; `withPoints` (the overall board) also counts a change of points.
 * - one member changed: "Leaderboard updated: Asha Rao moved to 3rd." / "… Asha Rao now has 15 points.";
 * - several: "Leaderboard updated: 5 members' points changed." (or "… 4 members moved." on a platform board).
 */
export function boardChangeSummary(before: readonly Ranked[], after: readonly Ranked[], withPoints: boolean): string | null {
  const previous = new Map(before.map((row) => [row._id, row]));
  const moved: Ranked[] = [];
  const rescored: Ranked[] = [];
  for (const row of after) {
    const old = previous.get(row._id);
    if (!old) continue;
    if (old.currentRank !== row.currentRank) moved.push(row);
    if (withPoints && old.points !== row.points) rescored.push(row);
  }
  // A member who came onto this page (or left it) moved too.
  const arrived = after.filter((row) => !previous.has(row._id));
  const changed = new Set([...moved, ...rescored, ...arrived].map((row) => row._id));
  if (changed.size === 0) return null;

  // Whose points changed is the news; the rows they pass only follow. Without a points change, the moves are.
  const subjects = rescored.length > 0 ? rescored : [...moved, ...arrived];
  if (subjects.length === 1) {
    const [row] = subjects;
    const rankChanged = !previous.has(row._id) || previous.get(row._id)!.currentRank !== row.currentRank;
    return rankChanged
      ? `Leaderboard updated: ${row.name} moved to ${ordinal(row.currentRank)}.`
      : `Leaderboard updated: ${row.name} now has ${pointsText(row.points)}.`;
  }
  return rescored.length > 0 ? `Leaderboard updated: ${rescored.length} members' points changed.` : `Leaderboard updated: ${subjects.length} members moved.`;
}
