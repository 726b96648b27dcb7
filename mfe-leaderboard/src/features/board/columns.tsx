import type { ReactNode } from 'react';
import { StarRating } from '@chapter/shared';
import type { LeaderboardRow } from '@chapter/shared/types';
import { academicYearLabel, figure, roleLabel, signed, text } from '../../lib/format';
import { NameCell } from './NameCell';
import { ProvisionalMark } from './ProvisionalMark';

/** How a cell is drawn; `belowMark` is true for a row under the overall board's passing mark. */
export type CellContext = { belowMark: boolean };

export type Column = {
  header: string;
  cell: (row: LeaderboardRow, context: CellContext) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Shown on a phone without opening the row's details: rank, name and the board's own score. */
  essential?: boolean;
};

const rank: Column = { header: 'Rank', cell: (row) => row.currentRank, numeric: true, essential: true };
const name: Column = { header: 'Name', cell: (row, { belowMark }) => <NameCell row={row} belowMark={belowMark} />, essential: true };
const academicYear: Column = { header: 'Academic Year', cell: (row) => academicYearLabel(row.academicYear) };

/** The columns of each board. */
export const COLUMNS = {
  overall: [
    rank,
    name,
    { header: 'Position', cell: (row) => roleLabel(row.role) },
    academicYear,
    {
      header: 'Points',
      cell: (row) => (
        <>
          {figure(row.points)}
          {row.provisional && <ProvisionalMark />}
        </>
      ),
      numeric: true,
      essential: true,
    },
    { header: 'Points Increased', cell: (row) => signed(row.pointsIncreased), numeric: true },
  ],
  leetcode: [
    rank,
    name,
    academicYear,
    { header: 'LeetCode Rank', cell: (row) => figure(row.leetcode?.ranking), numeric: true },
    { header: 'Badges', cell: (row) => figure(row.leetcode?.badgesCount), numeric: true },
    { header: 'Problems Solved', cell: (row) => figure(row.leetcode?.totalProblemSolved), numeric: true, essential: true },
  ],
  codechef: [
    rank,
    name,
    academicYear,
    { header: 'Country Rank', cell: (row) => figure(row.codechef?.countryRank), numeric: true },
    { header: 'Star', cell: (row) => starLabel(row.codechef?.rating), numeric: true, essential: true },
  ],
  codeforces: [
    rank,
    name,
    academicYear,
    { header: 'Codeforces Rank', cell: (row) => text(row.codeforces?.rank) },
    { header: 'Rating', cell: (row) => figure(row.codeforces?.rating), numeric: true, essential: true },
    { header: 'Problems Solved', cell: (row) => figure(row.codeforces?.totalProblemSolved), numeric: true },
  ],
  geeksforgeeks: [
    rank,
    name,
    academicYear,
    { header: 'Coding Score', cell: (row) => figure(row.geeksforgeeks?.codingScore), numeric: true, essential: true },
    { header: 'Problems Solved', cell: (row) => figure(row.geeksforgeeks?.problemSolved), numeric: true },
  ],
} satisfies Record<string, Column[]>;

/** A CodeChef star rating: 3 and a drawn star (read '3 stars'); none → '—'. */
export function starLabel(stars: number | null | undefined): ReactNode {
  return stars === null || stars === undefined ? '—' : <StarRating value={stars} />;
}
