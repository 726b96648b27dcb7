/** What the points engine and the profile pages read from the four coding platforms. */

export const PLATFORMS = ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface LeetCodeProfile {
  platform: 'leetcode';
  handle: string;
  realName: string;
  ranking: number | null;
  badgesCount: number;
  totalProblemSolved: number;
  easy: number;
  medium: number;
  hard: number;
  /** null for someone who never entered a contest. */
  contestRating: number | null;
}

export interface CodeforcesProfile {
  platform: 'codeforces';
  handle: string;
  rating: number | null;
  /** 'Unrated' when the platform gives none. */
  rank: string;
  maxRating: number | null;
  maxRank: string | null;
  totalProblemSolved: number;
}

export interface CodeChefRatingEntry {
  code: string;
  name: string;
  rating: number;
  rank: number | null;
  date: string;
}

export interface CodeChefProfile {
  platform: 'codechef';
  handle: string;
  name: string;
  rating: number;
  /** 1 to 7; 0 for an unrated member. */
  stars: number;
  highestRating: number | null;
  globalRank: number | null;
  countryRank: number | null;
  totalProblemSolved: number;
  ratingHistory: CodeChefRatingEntry[];
}

export interface GfgProfile {
  platform: 'geeksforgeeks';
  handle: string;
  name: string;
  instituteName: string;
  /** null when the platform shows no institute rank. */
  universityRank: number | null;
  codingScore: number;
  monthlyScore: number;
  problemSolved: number;
  potdCurrentStreak: number;
  potdLongestStreak: number;
}

export type PlatformProfile = LeetCodeProfile | CodeforcesProfile | CodeChefProfile | GfgProfile;

/** One handle's outcome in a batch: the profile, or the typed error that stopped it. */
export type ProfileOutcome<P extends PlatformProfile> = { ok: true; profile: P } | { ok: false; error: Error };

/** Day (YYYY-MM-DD in the settings' time zone) → number of distinct problems accepted that day. */
export type SolvedPerDay = Record<string, number>;

export interface SolvedPerDayOptions {
  /** Only days on or after this instant's day are returned. */
  since?: Date;
}

/** A contest on the chapter's calendar, by the platform's own code (Codeforces: contest id; CodeChef: e.g. START150D). */
export interface ContestCode {
  code: string;
}

export interface ContestEntry {
  participated: boolean;
  /** Problems solved during the contest (official participation only). */
  solved: number;
  problems: string[];
  rank: number | null;
  /**
   * The platform's penalty on its standings: Codeforces `row.penalty` (ICPC-style rounds: minutes plus wrong tries;
   * 0 in rounds scored by points), CodeChef the ranking row's `penalty`; null for a non-participant or a row without one.
   */
  penalty: number | null;
}

/** How much of a contest's standings one read may take (the live standings read every minute, so they cap it). */
export interface ContestReadOptions {
  /**
   * CodeChef: read at most this many ranking pages per contest or division, and list the handles not reached in
   * `ContestResults.unread` instead of failing (the results job reads to the end). Codeforces filters by handle, so it
   * needs no cap.
   */
  maxPages?: number;
}

export interface ContestResults {
  platform: Platform;
  contest: string;
  name: string | null;
  /** false while the platform may still change the standings (Codeforces phases before FINISHED). */
  final: boolean;
  /** Keyed by the handle exactly as asked for (unknown ones left out); non-participants have participated false and solved 0. */
  entries: Record<string, ContestEntry>;
  /** Handles the platform does not know. */
  notFound: string[];
  /** Handles a capped read (ContestReadOptions.maxPages) did not reach: they may stand further down. Absent when none. */
  unread?: string[];
}

export interface FetchedProblemOfTheDay {
  platform: Platform;
  date: string;
  problemName: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  /** Percent, or null when not given. */
  accuracy: number | null;
  topics: string[];
  problemLink: string;
}

/** A contest the platform lists as not started yet. */
export interface UpcomingContest {
  platform: Platform;
  /**
   * The platform's own code of the contest, the one its link names (contestCode.ts): what the contest results job
   * fetches (Codeforces: the contest id; CodeChef: e.g. START170; LeetCode: weekly-contest-430; GFG: the slug).
   */
  code: string;
  name: string;
  /** The contest's page on the platform's public site. */
  link: string;
  startsAt: Date;
  endsAt: Date;
}

/** A problem the member has an accepted submission for: its problem key (problemKey.ts) and when it was accepted. */
export interface SolvedProblem {
  key: string;
  /** When the platform accepted it; the fetch time where the platform gives none (CodeChef). */
  epochMs: number;
}

/** What a platform says about one problem (the add-problem dialog's lookup). */
export interface ProblemInfo {
  title: string;
  /** Mapped to the app's three levels (docs/learning-progress.md); null when the platform rates none yet. */
  difficulty: 'EASY' | 'MEDIUM' | 'HARD' | null;
}

export type PlatformFeature =
  'profile' | 'solvedPerDay' | 'solvedProblems' | 'problemInfo' | 'contestResults' | 'problemOfTheDay' | 'verification' | 'upcomingContests';

/**
 * One platform. A method whose feature the platform lacks (see `features`) rejects with
 * PlatformUnsupported; every other failure is a PlatformUserNotFound, PlatformUnavailable,
 * PlatformContestNotFound or PlatformResponseChanged.
 */
export interface PlatformClient<P extends PlatformProfile = PlatformProfile> {
  readonly platform: P['platform'];
  readonly features: ReadonlySet<PlatformFeature>;
  fetchProfile(handle: string): Promise<P>;
  /** Many handles; Codeforces batches them into few calls, the others fetch one by one. */
  fetchProfiles(handles: string[]): Promise<Map<string, ProfileOutcome<P>>>;
  fetchSolvedPerDay(handle: string, options?: SolvedPerDayOptions): Promise<SolvedPerDay>;
  fetchContestResults(contest: ContestCode, handles: string[], options?: ContestReadOptions): Promise<ContestResults>;
  fetchProblemOfTheDay(): Promise<FetchedProblemOfTheDay>;
  /** The public text where a member places a verification code, fields joined by new lines. */
  fetchVerificationText(handle: string): Promise<string>;
  /** The contests the platform lists as not started yet, soonest first. */
  fetchUpcomingContests(): Promise<UpcomingContest[]>;
  /**
   * The problems the handle has solved, as far as the platform's public data tells (LeetCode: only the latest
   * accepted submissions it lists; the store accumulates them). Keys are problemKey.ts's.
   */
  fetchSolvedProblems(handle: string): Promise<SolvedProblem[]>;
  /** Title and difficulty of a problem; PlatformProblemNotFound when the platform has none at that key. */
  fetchProblemInfo(key: string): Promise<ProblemInfo>;
}

export interface PlatformClients {
  leetcode: PlatformClient<LeetCodeProfile>;
  codeforces: PlatformClient<CodeforcesProfile>;
  codechef: PlatformClient<CodeChefProfile>;
  geeksforgeeks: PlatformClient<GfgProfile>;
}
