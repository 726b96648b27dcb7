// How current a figure is, in the words members read (issue 26): one copy for the profile, the edit-profile cards,
// the compare page, the boards and the platform banners. Clock times are the viewer's own (locale and time zone).
import { dateFormat, sameReaderDay } from '../clock/drawnClock';
import type { PlatformFailureKind, PlatformHandle, PlatformKey } from '../types';

export const PLATFORM_NAMES: Record<PlatformKey, string> = {
  leetcode: 'LeetCode',
  codechef: 'CodeChef',
  codeforces: 'Codeforces',
  geeksforgeeks: 'GeeksforGeeks',
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '12 min ago', '3 hours ago', '2 days ago'; under a minute (or a clock a little ahead) 'just now'. */
export function timeAgo(at: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${plural(Math.floor(elapsed / HOUR), 'hour')} ago`;
  return `${plural(Math.floor(elapsed / DAY), 'day')} ago`;
}

/** 'Updated 2 min ago': a board's last update. */
export const updatedAgo = (at: string | Date, now: Date = new Date()) => `Updated ${timeAgo(at, now)}`;

/**
 * The clock time in the viewer's clock (zone and locale, shared/src/clock) ('10:05', '10:05 AM'); with the date in front when it is not today
 * ('3 Mar, 10:05').
 */
export function clockTime(at: string | Date, now: Date = new Date(), locale?: string): string {
  const when = new Date(at);
  const time = dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when);
  if (sameReaderDay(when, now)) return time;
  return `${dateFormat(locale, { day: 'numeric', month: 'short' }).format(when)}, ${time}`;
}

/** What happened at the last failure, after the platform's name. */
const FAILED: Record<PlatformFailureKind, string> = {
  refused: 'did not answer',
  'rate-limited': 'did not answer',
  'server-error': 'did not answer',
  timeout: 'did not answer',
  unreachable: 'did not answer',
  other: 'did not answer',
  paused: 'was paused after failing to answer',
  changed: 'answered in a way the app does not read',
  'not-found': 'did not find this handle',
};

const later = (a: string | null | undefined, b: string | null | undefined) => (a && b ? (a > b ? a : b) : (a ?? b ?? null));

type FreshnessFields = Pick<PlatformHandle, 'solvesFetchedAt' | 'statsFetchedAt' | 'refreshedAt' | 'lastFailure'>;

/**
 * A verified handle's freshness: 'LeetCode: synced 12 min ago', or, when its last fetch failed after its last success,
 * 'LeetCode did not answer at 10:05; figures from 09:05' (`failed`). Null for a handle never fetched nor failed.
 */
export function handleFreshnessState(
  platform: PlatformKey,
  handle: FreshnessFields,
  now: Date = new Date(),
  locale?: string,
): { text: string; failed: boolean } | null {
  const name = PLATFORM_NAMES[platform];
  const synced = later(later(handle.solvesFetchedAt, handle.statsFetchedAt), handle.refreshedAt);
  const failure = handle.lastFailure;
  if (failure && (!synced || new Date(failure.at) > new Date(synced))) {
    const figures = synced ? `figures from ${clockTime(synced, now, locale)}` : 'no figures yet';
    return { text: `${name} ${FAILED[failure.kind] ?? FAILED.other} at ${clockTime(failure.at, now, locale)}; ${figures}`, failed: true };
  }
  return synced ? { text: `${name}: synced ${timeAgo(synced, now)}`, failed: false } : null;
}

/** The text of handleFreshnessState. */
export const handleFreshness = (platform: PlatformKey, handle: FreshnessFields, now: Date = new Date(), locale?: string): string | null =>
  handleFreshnessState(platform, handle, now, locale)?.text ?? null;

/** The banner while a platform is down: 'CodeChef is not answering since 14:10; its figures are from 13:55'. */
export function platformDownText(platform: PlatformKey, since: string | null, lastSuccessAt: string | null, now: Date = new Date(), locale?: string): string {
  const name = PLATFORM_NAMES[platform];
  const down = since ? `${name} is not answering since ${clockTime(since, now, locale)}` : `${name} is not answering`;
  return lastSuccessAt ? `${down}; its figures are from ${clockTime(lastSuccessAt, now, locale)}` : down;
}
