import fs from 'node:fs';

/** Day keys in the data file: 'YYYY-MM-DD', 'today' or 'today-N' (UTC days). */
export type SolvedPerDayData = Record<string, number>;

export interface LeetCodeUserData {
  realName?: string;
  aboutMe?: string;
  ranking?: number;
  easy?: number;
  medium?: number;
  hard?: number;
  badges?: number;
  contestRating?: number | null;
  solvedPerDay?: SolvedPerDayData;
}

export interface CodeforcesUserData {
  firstName?: string;
  lastName?: string;
  organization?: string;
  rating?: number;
  rank?: string;
  maxRating?: number;
  maxRank?: string;
  solvedPerDay?: SolvedPerDayData;
}

export interface StandingData {
  handle: string;
  rank: number;
  /** Problem indexes (Codeforces) or codes (CodeChef) solved during the contest. */
  solved: string[];
  /** Codeforces only; CONTESTANT by default. */
  participantType?: string;
}

/**
 * A contest's start: unix seconds, or relative to the day it is read on (UTC), 'today+3 14:35', 'today 09:00',
 * 'today-1 20:00', so a data file always has contests ahead.
 */
export type StartTime = number | string;

/** When a contest runs; a contest without a start began long ago (and so has finished). */
export interface ContestTimes {
  startTimeSeconds?: StartTime;
  /** 2 hours when not given. */
  durationSeconds?: number;
}

export interface CodeforcesContestData extends ContestTimes {
  name: string;
  /** Without it, from the times: BEFORE until the start, CODING until the end, then FINISHED. */
  phase?: string;
  problems?: string[];
  standings: StandingData[];
}

export interface CodeChefUserData {
  name?: string;
  rating?: number;
  stars?: number;
  highestRating?: number;
  globalRank?: number;
  countryRank?: number;
  totalSolved?: number;
}

export interface CodeChefContestData extends ContestTimes {
  name?: string;
  standings: StandingData[];
}

/** A contest a platform lists, for LeetCode and GeeksforGeeks (their results are not read): keyed by its slug. */
export interface ListedContestData extends ContestTimes {
  name?: string;
}

export interface GfgUserData {
  name?: string;
  instituteName?: string;
  instituteRank?: number | null;
  score?: number;
  monthlyScore?: number;
  totalSolved?: number;
  potdCurrentStreak?: number;
  potdLongestStreak?: number;
  solvedPerDay?: SolvedPerDayData;
}

export interface PotdData {
  problemName: string;
  slug?: string;
  difficulty: string;
  accuracy?: number;
  topics?: string[];
  problemUrl?: string;
}

export interface SandboxData {
  leetcode: { users: Record<string, LeetCodeUserData>; daily?: PotdData; contests: Record<string, ListedContestData> };
  codeforces: { users: Record<string, CodeforcesUserData>; contests: Record<string, CodeforcesContestData> };
  codechef: { users: Record<string, CodeChefUserData>; contests: Record<string, CodeChefContestData> };
  geeksforgeeks: { users: Record<string, GfgUserData>; potd?: PotdData; contests: Record<string, ListedContestData> };
}

export const SANDBOX_PLATFORMS = ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] as const;
export type SandboxPlatform = (typeof SANDBOX_PLATFORMS)[number];

function object(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`sandbox data: ${what} must be an object`);
  return value as Record<string, unknown>;
}

/** Fills missing sections so every handler can rely on them. */
export function normalizeSandboxData(raw: unknown): SandboxData {
  const root = object(raw, 'the file');
  const section = (name: string) => object(root[name], name);
  const leetcode = section('leetcode');
  const codeforces = section('codeforces');
  const codechef = section('codechef');
  const gfg = section('geeksforgeeks');
  return {
    leetcode: {
      users: object(leetcode.users, 'leetcode.users') as SandboxData['leetcode']['users'],
      daily: leetcode.daily as PotdData | undefined,
      contests: object(leetcode.contests, 'leetcode.contests') as SandboxData['leetcode']['contests'],
    },
    codeforces: {
      users: object(codeforces.users, 'codeforces.users') as SandboxData['codeforces']['users'],
      contests: object(codeforces.contests, 'codeforces.contests') as SandboxData['codeforces']['contests'],
    },
    codechef: {
      users: object(codechef.users, 'codechef.users') as SandboxData['codechef']['users'],
      contests: object(codechef.contests, 'codechef.contests') as SandboxData['codechef']['contests'],
    },
    geeksforgeeks: {
      users: object(gfg.users, 'geeksforgeeks.users') as SandboxData['geeksforgeeks']['users'],
      potd: gfg.potd as PotdData | undefined,
      contests: object(gfg.contests, 'geeksforgeeks.contests') as SandboxData['geeksforgeeks']['contests'],
    },
  };
}

export function loadSandboxData(file: string): SandboxData {
  return normalizeSandboxData(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const DAY_MS = 86_400_000;
/** The start of a contest that gives none: long finished. */
const LONG_AGO_SECONDS = 1_735_000_000;

/** A StartTime in unix seconds; null for one that is not a number or 'today[±N] [HH:MM]'. */
export function resolveStart(value: StartTime | undefined, now = Date.now()): number | null {
  if (value === undefined) return LONG_AGO_SECONDS;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const relative = /^today(?:([+-])(\d+))?(?: (\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!relative) return null;
  const [, sign, days, hours, minutes] = relative;
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const shifted = midnight + (sign === '-' ? -1 : 1) * Number(days ?? 0) * DAY_MS;
  return Math.floor((shifted + (Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60_000) / 1000);
}

/** A contest's start and end in unix seconds (a start that cannot be read counts as long ago). */
export function contestWindow(contest: ContestTimes, now = Date.now()): { start: number; end: number } {
  const start = resolveStart(contest.startTimeSeconds, now) ?? LONG_AGO_SECONDS;
  return { start, end: start + (contest.durationSeconds ?? 7200) };
}

/** 'before', 'running' or 'over' at `now`. */
export function contestStage(contest: ContestTimes, now = Date.now()): 'before' | 'running' | 'over' {
  const { start, end } = contestWindow(contest, now);
  const seconds = now / 1000;
  return seconds < start ? 'before' : seconds < end ? 'running' : 'over';
}

/** 'today', 'today-3' or '2025-01-28' → '2025-01-28' (UTC). */
export function resolveDay(key: string, now = Date.now()): string | null {
  const relative = /^today(?:-(\d+))?$/.exec(key);
  if (relative) return new Date(now - Number(relative[1] ?? 0) * DAY_MS).toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(key) && !Number.isNaN(Date.parse(key)) ? key : null;
}

export interface Solve {
  /** Midday UTC of the day (or now, if that is still ahead). */
  epochMs: number;
  day: string;
  slug: string;
}

/** One solve per problem per day, newest first. */
export function solvesOf(handle: string, solvedPerDay: SolvedPerDayData | undefined, now = Date.now()): Solve[] {
  const solves: Solve[] = [];
  for (const [key, count] of Object.entries(solvedPerDay ?? {})) {
    const day = resolveDay(key, now);
    if (!day) continue;
    const epochMs = Math.min(Date.parse(`${day}T12:00:00Z`), now - 1000);
    for (let i = 1; i <= count; i += 1) solves.push({ epochMs: epochMs - i * 1000, day, slug: `${handle.toLowerCase()}-${day}-${i}` });
  }
  return solves.sort((a, b) => b.epochMs - a.epochMs);
}

/** [handle as stored, data] for a handle in any letter case. */
export function findUser<T>(users: Record<string, T>, handle: string): [string, T] | null {
  const key = Object.keys(users).find((name) => name.toLowerCase() === handle.toLowerCase());
  return key === undefined ? null : [key, users[key]];
}
