import type { PlatformGuard } from './breaker';
import { createCodeChefClient } from './codechef';
import { createCodeforcesClient } from './codeforces';
import { createGfgClient } from './gfg';
import { createLeetCodeClient } from './leetcode';
import type { PlatformSettings } from './settings';
import type { PlatformClients } from './types';

/**
 * One client per platform, each with its own rate limit. Create once per process and share. With a guard (the
 * circuit breaker of modules/platformHealth) every request of every client asks it first.
 */
export function createPlatformClients(input: PlatformSettings, guard?: PlatformGuard): PlatformClients {
  const settings = guard ? { ...input, http: { ...input.http, guard } } : input;
  return {
    leetcode: createLeetCodeClient(settings),
    codeforces: createCodeforcesClient(settings),
    codechef: createCodeChefClient(settings),
    geeksforgeeks: createGfgClient(settings),
  };
}

export {
  admit,
  afterFailure,
  afterSuccess,
  closedRecord,
  DEFAULT_BREAKER_POLICY,
  type Admission,
  type BreakerPolicy,
  type BreakerRecord,
  type BreakerState,
  type FailureKind,
  type PlatformBreaker,
  type PlatformGuard,
  type RequestOutcome,
} from './breaker';
export {
  failureMessage,
  PlatformContestNotFound,
  PlatformError,
  PlatformProblemNotFound,
  PlatformResponseChanged,
  PlatformUnavailable,
  PlatformUnsupported,
  PlatformUserNotFound,
} from './errors';
export { defaultPlatformSettings, platformSettingsFromEnv, type PlatformSettings } from './settings';
export type {
  CodeChefProfile,
  CodeforcesProfile,
  ContestEntry,
  ContestCode,
  ContestReadOptions,
  ContestResults,
  GfgProfile,
  LeetCodeProfile,
  Platform,
  PlatformClient,
  PlatformClients,
  PlatformFeature,
  PlatformProfile,
  FetchedProblemOfTheDay,
  ProblemInfo,
  ProfileOutcome,
  SolvedPerDay,
  SolvedProblem,
  UpcomingContest,
} from './types';
export { PLATFORMS } from './types';
export { problemKey, problemRefOf, type ProblemRef } from './problemKey';
