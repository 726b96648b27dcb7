import { PLATFORM_NAMES } from '@chapter/shared';
import type { LiveEventOf, LivePointsItem } from '@chapter/shared/types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The minus sign, not a hyphen, so a screen reader says "minus". */
const MINUS = '\u2212';

/** "+3" or "−1". */
const signed = (points: number) => (points < 0 ? `${MINUS}${-points}` : `+${points}`);
const pointWord = (points: number) => (Math.abs(points) === 1 ? 'point' : 'points');

/** "2025-11-14" → { day: 14, month: 'Nov' } (the day the points count for, read as written: no time zone moves it). */
function dayParts(day: string): { day: number; month: string; key: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? { day: Number(match[3]), month, key: `${match[1]}${match[2]}` } : null;
}

/** The days the items count for: "14 Nov", "12–14 Nov", "30 Nov – 2 Dec"; '' when none is readable. */
export function daysLabel(days: string[]): string {
  const sorted = [...new Set(days)].sort();
  const first = dayParts(sorted[0] ?? '');
  const last = dayParts(sorted[sorted.length - 1] ?? '');
  if (!first || !last) return '';
  if (sorted.length === 1) return `${first.day} ${first.month}`;
  if (first.key === last.key) return `${first.day}\u2013${last.day} ${last.month}`;
  return `${first.day} ${first.month} \u2013 ${last.day} ${last.month}`;
}

/** What one item is for: "LeetCode practice", "Codeforces contest: Round 950", "an admin's adjustment". */
function itemLabel(item: LivePointsItem): string {
  const platform = item.platform ? PLATFORM_NAMES[item.platform] : null;
  if (item.kind === 'practice') return platform ? `${platform} practice` : 'practice';
  if (item.kind === 'contest') {
    const contest = platform ? `${platform} contest` : 'contest';
    return item.contest ? `${contest}: ${item.contest}` : contest;
  }
  return "an admin's adjustment";
}

/** At most three distinct labels, then "and N more". */
function labelsList(items: LivePointsItem[]): string {
  const labels = [...new Set(items.map(itemLabel))];
  if (labels.length <= 3) return labels.join(', ');
  return `${labels.slice(0, 2).join(', ')} and ${labels.length - 2} more`;
}

/**
 * The toast a member sees when their own points change:
 * - one item: "+1 LeetCode practice, 14 Nov", "+2 Codeforces contest: Round 950", "+5 points from an admin, 14 Nov";
 * - several: "+3 points: LeetCode practice, 12–14 Nov";
 * - a correction: "−1 point corrected: LeetCode practice, 14 Nov".
 * Null when nothing changed.
 */
export function pointsToastText(event: Pick<LiveEventOf<'points'>, 'delta' | 'items'>): string | null {
  const { delta, items } = event;
  if (delta === 0) return null;
  const days = daysLabel(items.map((item) => item.day));
  const when = days ? `, ${days}` : '';
  const amount = `${signed(delta)} ${pointWord(delta)}`;
  if (items.length === 0) return delta < 0 ? `${amount} corrected` : amount;
  if (delta < 0) return `${amount} corrected: ${labelsList(items)}${when}`;
  const only = items.length === 1 && items[0].points === delta ? items[0] : null;
  if (only?.kind === 'practice') return `${signed(delta)} ${itemLabel(only)}${when}`;
  if (only?.kind === 'contest') return only.contest ? `${signed(delta)} ${itemLabel(only)}` : `${signed(delta)} ${itemLabel(only)}${when}`;
  if (only?.kind === 'adjustment') return `${amount} from an admin${when}`;
  return `${amount}: ${labelsList(items)}${when}`;
}
