/** The boards (docs/rules.md §5): the overall monthly points board, one per platform, the top 5 and the stats. */
import { LEADERBOARD_BOARDS, PAGE_LIMITS, MAX_BOARD_LIMIT, TIER_NAMES } from './constants';
import { NotModified, bearer, routeTable } from './route';
import {
  Type,
  bool,
  int,
  list,
  nint,
  nnum,
  nstr,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  page,
  str,
  withData,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
} from './schema';
import { picture, role } from './common';

export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

/** The body of every board route: 1-based page, page size (default 10, at most 100), part of a name. */
export const LeaderboardQuery = nullable(
  obj({
    page: opt(Type.Integer({ minimum: 1, default: PAGE_LIMITS.defaultPage })),
    limit: opt(Type.Integer({ minimum: 1, maximum: MAX_BOARD_LIMIT, default: PAGE_LIMITS.defaultLimit })),
    search: opt(Type.String({ maxLength: 100, default: '' })),
  }),
);
export type LeaderboardQuery = NonNullable<Static<typeof LeaderboardQuery>>;

export const LeetCodeBoardStats = obj({ ranking: nint, badgesCount: nint, totalProblemSolved: nint, easy: nint, medium: nint, hard: nint });
export const CodeChefBoardStats = obj({ countryRank: nint, highestRating: nint, rating: nint });
/** `rank` is 'Unrated' when the member has no rating. */
export const CodeforcesBoardStats = obj({ rank: str, rating: nint, totalProblemSolved: nint });
export const GfgBoardStats = obj({ codingScore: nnum, problemSolved: nint });
export type LeetCodeBoardStats = Static<typeof LeetCodeBoardStats>;
export type CodeChefBoardStats = Static<typeof CodeChefBoardStats>;
export type CodeforcesBoardStats = Static<typeof CodeforcesBoardStats>;
export type GfgBoardStats = Static<typeof GfgBoardStats>;

/**
 * One leaderboard row (docs/rules.md §5, §10). `currentRank` is the rank on the board asked for: ties share a rank,
 * and the order (rank, then name, then id) is the same on every page. `pointsIncreased` is what was gained in the 24
 * hours before the board was last brought up to date; `totalQuestionSolved` is the contract's name for this month's
 * points; `provisional` says some contest points may still be revised.
 */
export const LeaderboardRow = obj({
  _id: str,
  currentRank: int,
  name: str,
  profilePicture: picture,
  role,
  academicYear: nint,
  points: num,
  pointsIncreased: num,
  totalQuestionSolved: num,
  problemsSolved: num,
  overallRank: nint,
  leetcodeRank: nint,
  codechefRank: nint,
  codeforcesRank: nint,
  gfgRank: nint,
  leetcode: nullable(LeetCodeBoardStats),
  codechef: nullable(CodeChefBoardStats),
  codeforces: nullable(CodeforcesBoardStats),
  geeksforgeeks: nullable(GfgBoardStats),
  provisional: bool,
});
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/** A platform board's row also carries that platform's figures at its top level (docs/rules.md §10). */
const platformRow = <T extends TProperties>(stats: TObject<T>) => obj({ ...Type.Partial(stats).properties, ...LeaderboardRow.properties });

/** The answer of every board; `minimumPassingMark` only on the overall board, `updatedAt` is when it was last brought up to date. */
const boardPage = <T extends TSchema>(row: T) => page(row, { minimumPassingMark: opt(int), updatedAt: nstr });
export const LeaderboardResponse = boardPage(LeaderboardRow);
export type LeaderboardResponse = Static<typeof LeaderboardResponse>;

/** A member as the avatar hover card, the podium and the pyramid show them. */
export const RankedMember = obj({ _id: str, name: str, profilePicture: picture, role, points: num, pointsIncreased: num, currentRank: int });
export type RankedMember = Static<typeof RankedMember>;

/** The month's top 5; `id` and `avatar` are the contract's names for `_id` and `profilePicture`; achievement counts above 0 only. */
export const TopUser = obj({
  ...RankedMember.properties,
  id: str,
  avatar: picture,
  achievements: obj({ gold: opt(int), silver: opt(int), bronze: opt(int), dailyActiveStreak: opt(int), maxAvgPerDay: opt(int) }),
});
export type TopUser = Static<typeof TopUser>;
export const TopUsersResponse = withData(list(TopUser));
export type TopUsersResponse = Static<typeof TopUsersResponse>;

export type TierName = (typeof TIER_NAMES)[number];
/** A tier: its points range [low, high] inclusive, how many are in it, and its best members (at most 12), best first. */
export const StatsTier = obj({
  tier: oneOf(TIER_NAMES),
  range: Type.Unsafe<[number, number]>({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }),
  count: int,
  users: list(RankedMember),
});
export type StatsTier = Static<typeof StatsTier>;
/** The current month's overall board in figures; tiers from Tier 1 (Elite) to Tier 4 (Building). */
export const StatsData = obj({
  totalUsers: int,
  passedUsers: int,
  passingMark: num,
  mean: num,
  median: num,
  mode: num,
  standardDeviation: num,
  minScore: num,
  maxScore: num,
  tiers: list(StatsTier),
});
export type StatsData = Static<typeof StatsData>;
export const StatsResponse = withData(StatsData);
export type StatsResponse = Static<typeof StatsResponse>;

const board = <T extends TSchema>(summary: string, row: T) => ({
  summary,
  tags: ['leaderboard'],
  security: bearer,
  body: LeaderboardQuery,
  response: { 200: boardPage(row), 304: NotModified },
});

export const leaderboardRoutes = routeTable({
  'POST /user/get-leaderboard-data': {
    summary: "This month's points board, with the minimum passing mark",
    tags: ['leaderboard'],
    security: bearer,
    body: LeaderboardQuery,
    response: { 200: LeaderboardResponse, 304: NotModified },
  },
  'POST /user/get-leaderboard-data-leetcode': board('The LeetCode board', platformRow(LeetCodeBoardStats)),
  'POST /user/get-leaderboard-data-gfg': board('The GeeksforGeeks board', platformRow(GfgBoardStats)),
  'POST /user/get-leaderboard-data-codechef': board('The CodeChef board', platformRow(CodeChefBoardStats)),
  'POST /user/get-leaderboard-data-codeforces': board('The Codeforces board', platformRow(CodeforcesBoardStats)),
  'GET /user/get-top-5-users': {
    summary: "The month's top 5 with their achievement counts",
    tags: ['leaderboard'],
    security: bearer,
    response: { 200: TopUsersResponse, 304: NotModified },
  },
  'GET /user/stats-data': {
    summary: "This month's points in figures and tiers",
    tags: ['leaderboard'],
    security: bearer,
    response: { 200: StatsResponse, 304: NotModified },
  },
});
