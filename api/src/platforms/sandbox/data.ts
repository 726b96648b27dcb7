import fs from 'node:fs';

/** Day keys in the data file: 'YYYY-MM-DD', 'today' or 'today-N' (UTC days). */
export type SolvedPerDayData = Record<string, number>;

/**
 * One accepted problem: `problem` is the platform's own id (LeetCode and GeeksforGeeks: the slug; Codeforces:
 * '1234/A'), `date` a day key as above (today when not given). Served beside the solvedPerDay solves.
 */
export interface SolvedProblemData {
  problem: string;
  date?: string;
}

/** A problem the info endpoints know, by the platform's own id (slug, '1234/A', 'CODE'). */
export interface ProblemData {
  title: string;
  /** LeetCode: Easy, Medium or Hard; GeeksforGeeks: School, Basic, Easy, Medium or Hard. */
  difficulty?: string;
  /** Codeforces and CodeChef: the problem rating. */
  rating?: number;
}

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
  solvedProblems?: SolvedProblemData[];
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
  solvedProblems?: SolvedProblemData[];
}

export interface StandingData {
  handle: string;
  rank: number;
  /** Problem indexes (Codeforces) or codes (CodeChef) solved during the contest. */
  solved: string[];
  /** Codeforces only; CONTESTANT by default. */
  participantType?: string;
  /** The final penalty; without it, the sum of the row's solve minutes (standingsAt). */
  penalty?: number;
}

/**
 * A contest's start: unix seconds, or relative to the day it is read on (UTC), 'today+3 14:35', 'today 09:00',
 * 'today-1 20:00', so a data file always has contests ahead; or 'now-N' / 'now+N' (minutes), fixed when the data is
 * loaded (start, reset) or the contest is posted, so a contest can be running from the moment the sandbox starts.
 */
export type StartTime = number | string;

/** When a contest runs; a contest without a start began long ago (and so has finished). */
export interface ContestTimes {
  startTimeSeconds?: StartTime;
  /** 2 hours when not given. */
  durationSeconds?: number;
  /** While the contest runs, the first standings row solves a problem every this many minutes (1 by default): standingsAt. */
  paceMinutes?: number;
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
  solvedProblems?: SolvedProblemData[];
}

export interface PotdData {
  problemName: string;
  slug?: string;
  difficulty: string;
  accuracy?: number;
  topics?: string[];
  problemUrl?: string;
}

export type ProblemsData = Record<string, ProblemData>;

export interface SandboxData {
  leetcode: { users: Record<string, LeetCodeUserData>; daily?: PotdData; contests: Record<string, ListedContestData>; problems: ProblemsData };
  codeforces: { users: Record<string, CodeforcesUserData>; contests: Record<string, CodeforcesContestData>; problems: ProblemsData };
  codechef: { users: Record<string, CodeChefUserData>; contests: Record<string, CodeChefContestData>; problems: ProblemsData };
  geeksforgeeks: { users: Record<string, GfgUserData>; potd?: PotdData; contests: Record<string, ListedContestData>; problems: ProblemsData };
}

export const SANDBOX_PLATFORMS = ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] as const;
export type SandboxPlatform = (typeof SANDBOX_PLATFORMS)[number];

function object(value: unknown, what: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`sandbox data: ${what} must be an object`);
  return value as Record<string, unknown>;
}

const NOW_RELATIVE = /^now(?:([+-])(\d+))?$/;

/** A 'now±N' start becomes unix seconds (fixed from here on); any other value is left as it is. */
export function pinStart(value: StartTime | undefined, now = Date.now()): StartTime | undefined {
  return typeof value === 'string' && NOW_RELATIVE.test(value.trim()) ? (resolveStart(value, now) ?? value) : value;
}

/** Fills missing sections so every handler can rely on them, and fixes 'now±N' starts at `now`. */
export function normalizeSandboxData(raw: unknown, now = Date.now()): SandboxData {
  const data = normalizeSections(raw);
  for (const platform of SANDBOX_PLATFORMS) {
    for (const contest of Object.values(data[platform].contests as Record<string, ContestTimes>)) {
      if (contest && typeof contest === 'object') contest.startTimeSeconds = pinStart(contest.startTimeSeconds, now);
    }
  }
  return data;
}

function normalizeSections(raw: unknown): SandboxData {
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
      problems: object(leetcode.problems, 'leetcode.problems') as ProblemsData,
    },
    codeforces: {
      users: object(codeforces.users, 'codeforces.users') as SandboxData['codeforces']['users'],
      contests: object(codeforces.contests, 'codeforces.contests') as SandboxData['codeforces']['contests'],
      problems: object(codeforces.problems, 'codeforces.problems') as ProblemsData,
    },
    codechef: {
      users: object(codechef.users, 'codechef.users') as SandboxData['codechef']['users'],
      contests: object(codechef.contests, 'codechef.contests') as SandboxData['codechef']['contests'],
      problems: object(codechef.problems, 'codechef.problems') as ProblemsData,
    },
    geeksforgeeks: {
      users: object(gfg.users, 'geeksforgeeks.users') as SandboxData['geeksforgeeks']['users'],
      potd: gfg.potd as PotdData | undefined,
      contests: object(gfg.contests, 'geeksforgeeks.contests') as SandboxData['geeksforgeeks']['contests'],
      problems: object(gfg.problems, 'geeksforgeeks.problems') as ProblemsData,
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
  const fromNow = NOW_RELATIVE.exec(value.trim());
  if (fromNow) return Math.floor(now / 1000) + (fromNow[1] === '-' ? -1 : 1) * Number(fromNow[2] ?? 0) * 60;
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

/** While a contest runs, a row's platform rank stands this many places behind its final one per problem still to solve. */
export const LIVE_RANK_STEP = 1000;

/** A standings row as the platform shows it at some moment. */
export interface StandingAt {
  handle: string;
  rank: number;
  /** Solved so far, in the order of the row's final `solved`. */
  solved: string[];
  /** Unix seconds of each solve in `solved` (while running; a finished contest's are its start plus 10 minutes). */
  solvedAt: number[];
  penalty: number;
  participantType?: string;
}

/**
 * A contest's standings at `now`. Before its start and after its end, the data's rows as they are (the final
 * standings). While it runs they grow with the time since the start, the same on every read at the same moment: the
 * row at index i (in the data's order) solves the k-th problem of its `solved` list at start + k × (i + 1) × pace
 * minutes (pace: the contest's `paceMinutes`, 1 by default), so the first row solves one a minute, the second one
 * every two minutes, and so on; its penalty is the sum of its solve minutes (the data's `penalty` once finished, else
 * the same sum over all its problems); its platform rank is its final one plus LIVE_RANK_STEP per problem it still has
 * to solve (a rank of 0, an unranked virtual row, stays 0).
 */
export function standingsAt(contest: ContestTimes & { standings: StandingData[] }, now = Date.now()): StandingAt[] {
  const { start } = contestWindow(contest, now);
  const running = contestStage(contest, now) === 'running';
  const elapsedMinutes = (now / 1000 - start) / 60;
  const pace = contest.paceMinutes && contest.paceMinutes > 0 ? contest.paceMinutes : 1;
  return contest.standings.map((row, index) => {
    const minuteOf = (k: number) => k * (index + 1) * pace;
    const solveMinutes = row.solved.map((_, i) => minuteOf(i + 1));
    const sum = (minutes: number[]) => minutes.reduce((total, minute) => total + minute, 0);
    const base = { handle: row.handle, ...(row.participantType ? { participantType: row.participantType } : {}) };
    if (!running) {
      return { ...base, rank: row.rank, solved: [...row.solved], solvedAt: row.solved.map(() => start + 600), penalty: row.penalty ?? sum(solveMinutes) };
    }
    const done = solveMinutes.filter((minute) => minute <= elapsedMinutes);
    const remaining = row.solved.length - done.length;
    return {
      ...base,
      rank: row.rank === 0 ? 0 : row.rank + remaining * LIVE_RANK_STEP,
      solved: row.solved.slice(0, done.length),
      solvedAt: done.map((minute) => start + minute * 60),
      penalty: sum(done),
    };
  });
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

export interface ProblemSolve {
  /** Midday UTC of the day (or a second before now, if that is still ahead). */
  epochMs: number;
  day: string;
  /** The platform's own id, as in the data. */
  problem: string;
}

/** The user's solvedProblems with their times, newest first (entries whose date cannot be read are left out). */
export function problemSolvesOf(solved: SolvedProblemData[] | undefined, now = Date.now()): ProblemSolve[] {
  const solves: Array<ProblemSolve & { order: number }> = [];
  (solved ?? []).forEach((entry, i) => {
    const day = resolveDay(entry.date ?? 'today', now);
    if (!day || typeof entry.problem !== 'string') return;
    solves.push({ epochMs: Math.min(Date.parse(`${day}T12:00:00Z`), now - 1000), day, problem: entry.problem, order: i });
  });
  // Newest first; of one day, the later entry first.
  return solves.sort((a, b) => b.epochMs - a.epochMs || b.order - a.order).map(({ order: _order, ...solve }) => solve);
}
