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

export interface CodeforcesContestData {
  name: string;
  phase?: string;
  startTimeSeconds?: number;
  durationSeconds?: number;
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

export interface CodeChefContestData {
  name?: string;
  standings: StandingData[];
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
  leetcode: { users: Record<string, LeetCodeUserData>; daily?: PotdData };
  codeforces: { users: Record<string, CodeforcesUserData>; contests: Record<string, CodeforcesContestData> };
  codechef: { users: Record<string, CodeChefUserData>; contests: Record<string, CodeChefContestData> };
  geeksforgeeks: { users: Record<string, GfgUserData>; potd?: PotdData };
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
    leetcode: { users: object(leetcode.users, 'leetcode.users') as SandboxData['leetcode']['users'], daily: leetcode.daily as PotdData | undefined },
    codeforces: {
      users: object(codeforces.users, 'codeforces.users') as SandboxData['codeforces']['users'],
      contests: object(codeforces.contests, 'codeforces.contests') as SandboxData['codeforces']['contests'],
    },
    codechef: {
      users: object(codechef.users, 'codechef.users') as SandboxData['codechef']['users'],
      contests: object(codechef.contests, 'codechef.contests') as SandboxData['codechef']['contests'],
    },
    geeksforgeeks: { users: object(gfg.users, 'geeksforgeeks.users') as SandboxData['geeksforgeeks']['users'], potd: gfg.potd as PotdData | undefined },
  };
}

export function loadSandboxData(file: string): SandboxData {
  return normalizeSandboxData(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const DAY_MS = 86_400_000;

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
