import type { Role } from '../session/roles';
import type { MessageResponse, Picture } from './common';

/** The boards (docs/rules.md §5): the overall monthly points board and one per platform. */
export type LeaderboardBoard = 'overall' | 'leetcode' | 'codechef' | 'codeforces' | 'geeksforgeeks';

/** POST /user/get-leaderboard-data (and -leetcode, -gfg, -codechef, -codeforces) body. */
export interface LeaderboardQuery {
  /** 1-based; default 1. */
  page?: number;
  /** Default 10, screens use 20, capped at 100. */
  limit?: number;
  /** Case-insensitive part of a member's name; ranks stay those of the whole board. */
  search?: string;
}

export interface LeetCodeBoardStats {
  ranking: number | null;
  badgesCount: number | null;
  totalProblemSolved: number | null;
  easy: number | null;
  medium: number | null;
  hard: number | null;
}
export interface CodeChefBoardStats {
  countryRank: number | null;
  highestRating: number | null;
  /** The star rating (1–7). */
  rating: number | null;
}
export interface CodeforcesBoardStats {
  /** 'Unrated' when the member has no rating. */
  rank: string;
  rating: number | null;
  totalProblemSolved: number | null;
}
export interface GfgBoardStats {
  codingScore: number | null;
  problemSolved: number | null;
}

/**
 * One leaderboard row (docs/rules.md §5, §10). `currentRank` is the rank on the board asked for: ties share
 * a rank, and the order (rank, then name, then id) is the same on every page. The per-board ranks are filled for the
 * boards the member is on. Platform stats are present when the member has a verified handle with fetched stats.
 */
export interface LeaderboardRow {
  _id: string;
  currentRank: number;
  name: string;
  profilePicture: Picture | null;
  role: Role;
  academicYear: number | null;
  /** This month's points. */
  points: number;
  /** Points gained in the 24 hours before the board was last brought up to date. */
  pointsIncreased: number;
  /** The contract's name for this month's points (the points column); equal to `points`. */
  totalQuestionSolved: number;
  /** Problems solved on all verified platforms together. */
  problemsSolved: number;
  overallRank: number | null;
  leetcodeRank: number | null;
  codechefRank: number | null;
  codeforcesRank: number | null;
  gfgRank: number | null;
  leetcode: LeetCodeBoardStats | null;
  codechef: CodeChefBoardStats | null;
  codeforces: CodeforcesBoardStats | null;
  geeksforgeeks: GfgBoardStats | null;
  /** Some of this month's contest points of the member's may still be revised: a contest has not had its last re-fetch. */
  provisional: boolean;
}

/** The answer of every leaderboard route; `minimumPassingMark` only on the overall board. */
export interface LeaderboardResponse extends MessageResponse {
  data: LeaderboardRow[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
  minimumPassingMark?: number;
  /** ISO time the board was last brought up to date. */
  updatedAt: string | null;
}

/** A member as the avatar hover card, the podium and the pyramid show them. */
export interface RankedMember {
  _id: string;
  name: string;
  profilePicture: Picture | null;
  role: Role;
  points: number;
  pointsIncreased: number;
  currentRank: number;
}

/** GET /user/get-top-5-users → data[]: the month's top 5 with their achievement counts above 0. */
export interface TopUser extends RankedMember {
  /** The contract's names (docs/rules.md §10): id equals `_id`, avatar equals `profilePicture`. */
  id: string;
  avatar: Picture | null;
  /** Achievement type → how many the member holds; only counts above 0 appear. */
  achievements: Partial<Record<'gold' | 'silver' | 'bronze' | 'dailyActiveStreak' | 'maxAvgPerDay', number>>;
}
export interface TopUsersResponse extends MessageResponse {
  data: TopUser[];
}

export type TierName = 'Tier 1' | 'Tier 2' | 'Tier 3' | 'Tier 4';
export interface StatsTier {
  tier: TierName;
  /** Points range [low, high] of the tier, inclusive. */
  range: [number, number];
  /** How many members are in the tier. */
  count: number;
  /** The tier's best members, at most 12 (the overflow popup's limit), best first. */
  users: RankedMember[];
}

/** GET /user/stats-data → data: the current month's overall board in figures. */
export interface StatsData {
  totalUsers: number;
  passedUsers: number;
  passingMark: number;
  mean: number;
  median: number;
  mode: number;
  standardDeviation: number;
  minScore: number;
  maxScore: number;
  /** Tier 1 (Elite, highest quarter of the points range) to Tier 4 (Building). */
  tiers: StatsTier[];
}
export interface StatsResponse extends MessageResponse {
  data: StatsData;
}
