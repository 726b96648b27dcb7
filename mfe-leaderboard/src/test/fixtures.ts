import { fakeApi } from '@chapter/shared/testing';
import type { LeaderboardResponse, LeaderboardRow, RankedMember, StatsData, StatsTier, TierName } from '@chapter/shared/types';

export const aRow = (overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  _id: 'u1',
  currentRank: 1,
  name: 'Asha Rao',
  profilePicture: null,
  role: 'MEMBER',
  academicYear: 2,
  points: 120,
  pointsIncreased: 5,
  totalQuestionSolved: 120,
  problemsSolved: 300,
  overallRank: 1,
  leetcodeRank: 1,
  codechefRank: 1,
  codeforcesRank: 1,
  gfgRank: 1,
  leetcode: { ranking: 123456, badgesCount: 3, totalProblemSolved: 250, easy: 100, medium: 120, hard: 30 },
  codechef: { countryRank: 4321, highestRating: 1700, rating: 3 },
  codeforces: { rank: 'pupil', rating: 1250, totalProblemSolved: 80 },
  geeksforgeeks: { codingScore: 512, problemSolved: 140 },
  provisional: false,
  ...overrides,
});

/** `count` rows ranked 1..count with falling points (names 'Member 1', 'Member 2', …). */
export const rows = (count: number, from = 1): LeaderboardRow[] =>
  Array.from({ length: count }, (_, i) => {
    const rank = from + i;
    return aRow({ _id: `u${rank}`, currentRank: rank, name: `Member ${rank}`, points: 200 - rank * 10, pointsIncreased: rank % 2 });
  });

export const boardPage = (data: LeaderboardRow[], overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse => ({
  message: 'ok',
  data,
  currentPage: 1,
  totalPages: 1,
  totalCount: data.length,
  updatedAt: '2025-03-05T10:00:00.000Z',
  ...overrides,
});

export const aMember = (id: string, overrides: Partial<RankedMember> = {}): RankedMember => ({
  _id: id,
  name: `Member ${id}`,
  profilePicture: null,
  role: 'MEMBER',
  points: 50,
  pointsIncreased: 0,
  currentRank: 1,
  ...overrides,
});

export const aTier = (tier: TierName, count: number, range: [number, number], userCount = Math.min(count, 12)): StatsTier => ({
  tier,
  range,
  count,
  users: Array.from({ length: userCount }, (_, i) => aMember(`${tier.replace(' ', '').toLowerCase()}-${i + 1}`, { name: `${tier} member ${i + 1}` })),
});

export const aStats = (overrides: Partial<StatsData> = {}): StatsData => ({
  totalUsers: 30,
  passedUsers: 20,
  passingMark: 30,
  mean: 47.25,
  median: 42,
  mode: 35,
  standardDeviation: 18.333,
  minScore: 0,
  maxScore: 120,
  tiers: [aTier('Tier 1', 3, [90, 120]), aTier('Tier 2', 6, [60, 89]), aTier('Tier 3', 6, [30, 59]), aTier('Tier 4', 15, [0, 29])],
  ...overrides,
});

/** Every board and the stats page answer with one row of the fixtures (the pages' shared set-up). */
export function fakeEveryBoard() {
  const board = { status: 200, body: boardPage([aRow()], { minimumPassingMark: 30 }) };
  return fakeApi({
    'POST /user/get-leaderboard-data': board,
    'POST /user/get-leaderboard-data-leetcode': board,
    'POST /user/get-leaderboard-data-codechef': board,
    'POST /user/get-leaderboard-data-codeforces': board,
    'POST /user/get-leaderboard-data-gfg': board,
    'GET /user/stats-data': { status: 200, body: { message: 'ok', data: aStats() } },
  });
}
