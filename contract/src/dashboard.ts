/**
 * The dashboard's routes (docs/rules.md §10): handle verification, problems of the day, the points history, a member's
 * own "refresh my figures", and the calendar (./calendar).
 */
import { PLATFORM_KEYS } from './constants';
import { platformKey } from './common';
import { bearer, routeTable } from './route';
import {
  answer,
  bool,
  int,
  list,
  MessageResponse,
  nnum,
  nstr,
  nullable,
  nullableOneOf,
  num,
  obj,
  oneOf,
  opt,
  str,
  strings,
  Type,
  withData,
  type Static,
} from './schema';
import { VerificationCodeResponse, VerifyPlatformResponse } from './accounts';
import { calendarRoutes } from './calendar';

export * from './calendar';

// ---- Handle verification ----
/** POST /user/generate-verification-code and /user/verify-platform { platform }. */
export const VerifyPlatformRequest = obj({ platform: platformKey });
export type VerifyPlatformRequest = Static<typeof VerifyPlatformRequest>;

// ---- Problems of the day ----
/** One platform's problem of the day. */
export const ProblemOfTheDay = obj({
  platform: str,
  /** YYYY-MM-DD */
  date: str,
  problemName: str,
  /** 'Easy', 'Medium' or 'Hard' as the platform writes it. */
  difficulty: str,
  /** Percent of accepted submissions, when the platform says it. */
  accuracy: nnum,
  topics: strings,
  problemLink: str,
});
export type ProblemOfTheDay = Static<typeof ProblemOfTheDay>;
/**
 * GET /user/get-potd → data: null for a platform whose problem has not been fetched yet; `refreshing` when today's
 * problem was missing and is being fetched now.
 */
export const ProblemsOfTheDay = obj({ leetcode: nullable(ProblemOfTheDay), geeksforgeeks: nullable(ProblemOfTheDay), refreshing: bool });
export type ProblemsOfTheDay = Static<typeof ProblemsOfTheDay>;
export const ProblemsOfTheDayResponse = withData(ProblemsOfTheDay);
export type ProblemsOfTheDayResponse = Static<typeof ProblemsOfTheDayResponse>;

// ---- Points history ----
/** The member's points for the contest before and after a re-fetch (`stage`: 1 a day later, 2 a week later by default). */
export const LedgerRevision = obj({ stage: int, before: num, after: num });
export type LedgerRevision = Static<typeof LedgerRevision>;
/** One row of the points ledger: where a point came from. */
export const LedgerEntry = obj({
  /** YYYY-MM-DD */
  day: str,
  kind: oneOf(['practice', 'contest', 'adjustment']),
  platform: nullableOneOf(PLATFORM_KEYS),
  points: num,
  contestName: nstr,
  /** The problem (practice) or the reason (adjustment). */
  note: nstr,
  /** Who made an adjustment. */
  by: nstr,
  /** When the row was written (an admin's correction: when they made it), ISO. */
  at: str,
  /** Contest points of a contest the platform may still revise (its last re-fetch has not run yet). */
  provisional: bool,
  /** A re-fetch of the contest's standings changed the member's points for it: this row is the difference. */
  revision: nullable(LedgerRevision),
});
export type LedgerEntry = Static<typeof LedgerEntry>;
/** POST /user/get-points-history { month?: 'YYYY-MM' } (default: this month). */
export const PointsHistoryRequest = obj({ month: opt(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })) });
export type PointsHistoryRequest = Static<typeof PointsHistoryRequest>;
/** The month's ledger, newest first, with its total. */
export const PointsHistory = obj({ month: str, total: num, entries: list(LedgerEntry) });
export type PointsHistory = Static<typeof PointsHistory>;
export const PointsHistoryResponse = withData(PointsHistory);
export type PointsHistoryResponse = Static<typeof PointsHistoryResponse>;

// ---- Refresh my figures ----
/** One refresh as its member follows it. */
export const MyFiguresRun = obj({
  id: str,
  state: oneOf(['queued', 'active', 'completed', 'failed']),
  createdAt: str,
  completedAt: nstr,
  /** Handles fetched of the member's verified handles; null until the run starts. */
  progress: nullable(obj({ done: int, total: int })),
  /** What changed, a line per platform ("LeetCode: +1 point for today", "Codeforces: rating 1432 → 1460"). */
  changes: strings,
  error: nstr,
});
export type MyFiguresRun = Static<typeof MyFiguresRun>;
export const MyFiguresRunResponse = withData(MyFiguresRun);
export type MyFiguresRunResponse = Static<typeof MyFiguresRunResponse>;

/** GET: the latest refresh and when the member may ask again (null: now). */
export const MyFiguresStatus = obj({
  run: nullable(MyFiguresRun),
  nextAllowedAt: nstr,
  cooldownSeconds: int,
  /** How many of the member's handles are verified: with none, there is nothing to fetch. */
  verifiedHandles: int,
});
export type MyFiguresStatus = Static<typeof MyFiguresStatus>;
export const MyFiguresStatusResponse = withData(MyFiguresStatus);
export type MyFiguresStatusResponse = Static<typeof MyFiguresStatusResponse>;

/** POST answered 429: the cool-down's seconds left (also in the Retry-After header). */
export const MyFiguresCoolingDown = answer({ retryAfterSeconds: int });
export type MyFiguresCoolingDown = Static<typeof MyFiguresCoolingDown>;

export const dashboardRoutes = routeTable({
  'POST /user/generate-verification-code': {
    summary: 'A single-use code to place on the platform profile, valid 15 minutes',
    tags: ['points'],
    security: bearer,
    body: VerifyPlatformRequest,
    response: { 200: VerificationCodeResponse },
  },
  // Refused with 400 (no handle, code expired or not found), 409 (the handle is taken), 502 or 503 (the platform is unreachable).
  'POST /user/verify-platform': {
    summary: 'Look for the code on the platform profile and mark the handle verified',
    tags: ['points'],
    security: bearer,
    body: VerifyPlatformRequest,
    response: { 200: VerifyPlatformResponse, 409: MessageResponse, 502: MessageResponse, 503: MessageResponse },
  },
  'GET /user/get-potd': {
    summary: "Today's problems of the day on LeetCode and GeeksforGeeks (stored by the daily job)",
    tags: ['points'],
    security: bearer,
    response: { 200: ProblemsOfTheDayResponse },
  },
  'POST /user/get-points-history': {
    summary: "Where the signed-in member's points of a month came from (default: this month)",
    tags: ['points'],
    security: bearer,
    body: PointsHistoryRequest,
    response: { 200: PointsHistoryResponse },
  },
  // 202 with the run (the same run while one is under way); 429 with retryAfterSeconds and Retry-After during the cool-down.
  'POST /user/refresh-my-figures': {
    summary: "Fetch the caller's verified handles now, through the job queue",
    tags: ['points'],
    security: bearer,
    response: { 202: MyFiguresRunResponse, 429: MyFiguresCoolingDown, 503: MessageResponse },
  },
  'GET /user/refresh-my-figures': {
    summary: "The caller's latest refresh, and when they may ask again",
    tags: ['points'],
    security: bearer,
    response: { 200: MyFiguresStatusResponse },
  },
  ...calendarRoutes,
});
