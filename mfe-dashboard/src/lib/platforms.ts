import { createElement, type ReactNode } from 'react';
import { StarRating } from '@chapter/shared';
import type { PlatformKey, PlatformStats, PlatformUsernameField } from '@chapter/shared/types';

export type PlatformStat = {
  key: string;
  label: string;
  /** How the value reads; default: the number or text as the server sent it. */
  format?: (value: number | string) => ReactNode;
};

export type PlatformInfo = {
  key: PlatformKey;
  label: string;
  /** The edit-profile field that holds this platform's handle. */
  field: PlatformUsernameField;
  /** How often the server refreshes the stats (docs/rules.md §9: LeetCode and GFG daily, Codeforces and CodeChef weekly). */
  refresh: 'Daily' | 'Weekly';
  /** Where on the platform's own profile the verification code must be put. */
  codePlace: string;
  /** Step by step, where to find that place. */
  codeSteps: string[];
  /** Seconds the platform may take to show a saved profile change. */
  cacheSeconds: string;
  stats: PlatformStat[];
};

const stars = (value: number | string): ReactNode => createElement(StarRating, { value });

/** The four platforms in the order the product lists them. */
export const PLATFORM_INFO: Record<PlatformKey, PlatformInfo> = {
  leetcode: {
    key: 'leetcode',
    label: 'LeetCode',
    field: 'leetcodeUsername',
    refresh: 'Daily',
    codePlace: 'your Name or your Summary',
    codeSteps: ['Open leetcode.com, signed in, and go to Profile → Edit Profile.', 'Put the code in your Name or your Summary and save.'],
    cacheSeconds: '5 to 10 seconds',
    stats: [
      { key: 'totalProblemSolved', label: 'Problems Solved' },
      { key: 'ranking', label: 'Ranking' },
      { key: 'badgesCount', label: 'Badges' },
    ],
  },
  codechef: {
    key: 'codechef',
    label: 'CodeChef',
    field: 'codechefUsername',
    refresh: 'Weekly',
    codePlace: 'your display Name',
    codeSteps: ['Open codechef.com, signed in, and go to your profile → Edit Profile.', 'Put the code in your Name (the display name) and save.'],
    cacheSeconds: '5 to 10 seconds',
    stats: [
      { key: 'rating', label: 'Rating', format: stars },
      { key: 'highestRating', label: 'Highest Rating' },
      { key: 'countryRank', label: 'Country Rank' },
    ],
  },
  codeforces: {
    key: 'codeforces',
    label: 'Codeforces',
    field: 'codeforcesUsername',
    refresh: 'Weekly',
    codePlace: 'your First name, Last name or Organization',
    codeSteps: ['Open codeforces.com, signed in, and go to Settings → Social.', 'Put the code in First name, Last name or Organization and save.'],
    cacheSeconds: '15 to 30 seconds',
    stats: [
      { key: 'rating', label: 'Rating' },
      { key: 'rank', label: 'Rank' },
      { key: 'totalProblemSolved', label: 'Problems Solved' },
    ],
  },
  geeksforgeeks: {
    key: 'geeksforgeeks',
    label: 'GeeksforGeeks',
    field: 'geeksforgeeksUsername',
    refresh: 'Daily',
    codePlace: 'your profile Name',
    codeSteps: ['Open geeksforgeeks.org, signed in, and go to your profile → Edit Profile.', 'Put the code in your Name and save.'],
    cacheSeconds: '5 to 10 seconds',
    stats: [
      { key: 'codingScore', label: 'Coding Score' },
      { key: 'problemSolved', label: 'Problems Solved' },
      { key: 'universityRank', label: 'University Rank' },
    ],
  },
};

export const PLATFORM_ORDER: PlatformKey[] = ['leetcode', 'codechef', 'codeforces', 'geeksforgeeks'];

export { platformProfileUrl } from '@chapter/shared/constants';

export type ShownStat = { key: string; label: string; value: ReactNode };

/** The stats the platform card lists, in the product's order, leaving out any the server has not fetched yet. */
export function shownStats(platform: PlatformKey, stats: PlatformStats | null | undefined): ShownStat[] {
  if (!stats) return [];
  return PLATFORM_INFO[platform].stats.flatMap(({ key, label, format }) => {
    const value = stats[key];
    if (value === null || value === undefined || value === '') return [];
    return [{ key, label, value: format ? format(value) : typeof value === 'number' ? value.toLocaleString('en-US') : value }];
  });
}
