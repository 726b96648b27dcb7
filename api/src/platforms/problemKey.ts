import type { Platform } from './types';

/**
 * One problem, however its link is written (docs/learning-progress.md, "Matching"): the platform, a key that two
 * links of the same problem share, and the canonical link. Keys:
 * - LeetCode `leetcode:<slug>` (leetcode.com or leetcode.cn, any page under /problems/<slug>/: description,
 *   solutions, a language path such as /zh/ before it);
 * - Codeforces `codeforces:<contest>/<INDEX>` (/contest/N/problem/X, /problemset/problem/N/X, /gym/N/problem/X,
 *   any subdomain such as m1., any language query; a lower-case index is the same problem);
 * - CodeChef `codechef:<CODE>` (/problems/CODE, /<CONTEST>/problems/CODE, /practice/…/problems/CODE);
 * - GeeksforGeeks `geeksforgeeks:<slug>` (practice. or www., /problems/<slug>/<n>).
 */
export interface ProblemRef {
  platform: Platform;
  key: string;
  link: string;
}

const HOSTS: Array<{ platform: Platform; host: RegExp }> = [
  { platform: 'leetcode', host: /(^|\.)leetcode\.(com|cn)$/ },
  { platform: 'codeforces', host: /(^|\.)codeforces\.(com|ru)$/ },
  { platform: 'codechef', host: /(^|\.)codechef\.com$/ },
  { platform: 'geeksforgeeks', host: /(^|\.)geeksforgeeks\.org$/ },
];

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const CODECHEF_CODE = /^[A-Z0-9_]{1,40}$/;
const CF_INDEX = /^[A-Z][0-9]?$/;

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 2000) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function leetcode(parts: string[]): ProblemRef | null {
  const at = parts.indexOf('problems');
  const slug = at >= 0 ? parts[at + 1]?.toLowerCase() : undefined;
  if (!slug || !SLUG.test(slug)) return null;
  return { platform: 'leetcode', key: `leetcode:${slug}`, link: `https://leetcode.com/problems/${slug}/` };
}

function codeforces(parts: string[]): ProblemRef | null {
  const lower = parts.map((part) => part.toLowerCase());
  let contest: string | undefined;
  let index: string | undefined;
  let gym = false;
  if ((lower[0] === 'contest' || lower[0] === 'gym') && lower[2] === 'problem') {
    [contest, index, gym] = [parts[1], parts[3], lower[0] === 'gym'];
  } else if (lower[0] === 'problemset' && lower[1] === 'problem') {
    [contest, index] = [parts[2], parts[3]];
  }
  index = index?.toUpperCase();
  if (!contest || !/^\d{1,7}$/.test(contest) || !index || !CF_INDEX.test(index)) return null;
  const link = gym ? `https://codeforces.com/gym/${contest}/problem/${index}` : `https://codeforces.com/problemset/problem/${contest}/${index}`;
  return { platform: 'codeforces', key: `codeforces:${contest}/${index}`, link };
}

function codechef(parts: string[]): ProblemRef | null {
  const at = parts.map((part) => part.toLowerCase()).lastIndexOf('problems');
  const code = at >= 0 ? parts[at + 1]?.toUpperCase() : undefined;
  if (!code || !CODECHEF_CODE.test(code)) return null;
  return { platform: 'codechef', key: `codechef:${code}`, link: `https://www.codechef.com/problems/${code}` };
}

function geeksforgeeks(parts: string[]): ProblemRef | null {
  const at = parts.map((part) => part.toLowerCase()).indexOf('problems');
  const slug = at >= 0 ? parts[at + 1]?.toLowerCase() : undefined;
  if (!slug || !SLUG.test(slug)) return null;
  return { platform: 'geeksforgeeks', key: `geeksforgeeks:${slug}`, link: `https://www.geeksforgeeks.org/problems/${slug}/1` };
}

const READERS: Record<Platform, (parts: string[]) => ProblemRef | null> = { leetcode, codeforces, codechef, geeksforgeeks };

/** The problem a link names, or null for a link that is not a problem page of the four platforms. */
export function problemRefOf(link: string): ProblemRef | null {
  const url = parseUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const match = HOSTS.find((entry) => entry.host.test(host));
  if (!match) return null;
  const parts = url.pathname
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  return READERS[match.platform](parts);
}

/** The key of a problem on `platform` from the platform's own identifiers (what a solved-problems fetch reads). */
export const problemKey = {
  leetcode: (slug: string) => `leetcode:${slug.toLowerCase()}`,
  codeforces: (contestId: number | string, index: string) => `codeforces:${contestId}/${index.toUpperCase()}`,
  codechef: (code: string) => `codechef:${code.toUpperCase()}`,
  geeksforgeeks: (slug: string) => `geeksforgeeks:${slug.toLowerCase()}`,
};
