import { ConfigError } from '../config';
import type { PlatformGuard } from './breaker';

export interface RateLimit {
  /** Calls allowed per interval. */
  limit: number;
  intervalMs: number;
}

export interface HttpSettings {
  timeoutMs: number;
  /** Further attempts after a network error, time-out, 429 or 5xx. */
  retries: number;
  retryMinDelayMs: number;
  retryMaxDelayMs: number;
  userAgent: string;
  /** The circuit breaker every request asks first (createPlatformClients puts it here); none: requests always go. */
  guard?: PlatformGuard;
}

export interface PlatformSettings {
  http: HttpSettings;
  /** Time zone in which solved-per-day counts days. */
  timeZone: string;
  leetcode: { baseUrl: string; rateLimit: RateLimit; recentAcceptedLimit: number };
  codeforces: { baseUrl: string; rateLimit: RateLimit; batchSize: number; statusCount: number };
  codechef: { baseUrl: string; rateLimit: RateLimit; rankingPageSize: number; maxRankingPages: number };
  geeksforgeeks: {
    /** Host of the profile API (authapi). */
    baseUrl: string;
    /** Host of submissions and problem of the day (practiceapi). */
    practiceUrl: string;
    rateLimit: RateLimit;
    /** GFG writes submission times in its own local time. */
    siteUtcOffset: string;
  };
}

export const BROWSER_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export const DEFAULT_PLATFORM_URLS = {
  leetcode: 'https://leetcode.com',
  codeforces: 'https://codeforces.com',
  codechef: 'https://www.codechef.com',
  geeksforgeeks: 'https://authapi.geeksforgeeks.org',
  geeksforgeeksPractice: 'https://practiceapi.geeksforgeeks.org',
} as const;

export function defaultPlatformSettings(): PlatformSettings {
  return {
    http: { timeoutMs: 15_000, retries: 3, retryMinDelayMs: 1_000, retryMaxDelayMs: 30_000, userAgent: BROWSER_USER_AGENT },
    timeZone: 'UTC',
    // LeetCode publishes no limit; tools keep to about 20 requests per 10 s.
    leetcode: { baseUrl: DEFAULT_PLATFORM_URLS.leetcode, rateLimit: { limit: 20, intervalMs: 10_000 }, recentAcceptedLimit: 20 },
    codeforces: { baseUrl: DEFAULT_PLATFORM_URLS.codeforces, rateLimit: { limit: 1, intervalMs: 2_000 }, batchSize: 100, statusCount: 1_000 },
    codechef: { baseUrl: DEFAULT_PLATFORM_URLS.codechef, rateLimit: { limit: 1, intervalMs: 2_000 }, rankingPageSize: 100, maxRankingPages: 500 },
    geeksforgeeks: {
      baseUrl: DEFAULT_PLATFORM_URLS.geeksforgeeks,
      practiceUrl: DEFAULT_PLATFORM_URLS.geeksforgeeksPractice,
      rateLimit: { limit: 10, intervalMs: 10_000 },
      siteUtcOffset: '+05:30',
    },
  };
}

type Env = Record<string, string | undefined>;

function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https://`);
  }
  return trimSlash(raw);
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Platform base URLs from PLATFORM_LEETCODE_URL, PLATFORM_CODEFORCES_URL, PLATFORM_CODECHEF_URL and
 * PLATFORM_GFG_URL (both GeeksforGeeks hosts; PLATFORM_GFG_PRACTICE_URL overrides the practice one).
 */
export function platformSettingsFromEnv(env: Env = process.env): PlatformSettings {
  const settings = defaultPlatformSettings();
  settings.leetcode.baseUrl = baseUrl(env, 'PLATFORM_LEETCODE_URL', settings.leetcode.baseUrl);
  settings.codeforces.baseUrl = baseUrl(env, 'PLATFORM_CODEFORCES_URL', settings.codeforces.baseUrl);
  settings.codechef.baseUrl = baseUrl(env, 'PLATFORM_CODECHEF_URL', settings.codechef.baseUrl);
  const gfg = baseUrl(env, 'PLATFORM_GFG_URL', '');
  settings.geeksforgeeks.baseUrl = gfg || settings.geeksforgeeks.baseUrl;
  settings.geeksforgeeks.practiceUrl = baseUrl(env, 'PLATFORM_GFG_PRACTICE_URL', gfg || settings.geeksforgeeks.practiceUrl);
  return settings;
}
