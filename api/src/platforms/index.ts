import { createCodeChefClient } from './codechef';
import { createCodeforcesClient } from './codeforces';
import { createGfgClient } from './gfg';
import { createLeetCodeClient } from './leetcode';
import type { PlatformSettings } from './settings';
import type { PlatformClients } from './types';

/** One client per platform, each with its own rate limit. Create once per process and share. */
export function createPlatformClients(settings: PlatformSettings): PlatformClients {
  return {
    leetcode: createLeetCodeClient(settings),
    codeforces: createCodeforcesClient(settings),
    codechef: createCodeChefClient(settings),
    geeksforgeeks: createGfgClient(settings),
  };
}

export { PlatformContestNotFound, PlatformError, PlatformResponseChanged, PlatformUnavailable, PlatformUnsupported, PlatformUserNotFound } from './errors';
export { defaultPlatformSettings, platformSettingsFromEnv, type PlatformSettings } from './settings';
export type {
  CodeChefProfile,
  CodeforcesProfile,
  ContestEntry,
  ContestRef,
  ContestResults,
  GfgProfile,
  LeetCodeProfile,
  Platform,
  PlatformClient,
  PlatformClients,
  PlatformFeature,
  PlatformProfile,
  ProblemOfTheDay,
  ProfileOutcome,
  SolvedPerDay,
} from './types';
export { PLATFORMS } from './types';
