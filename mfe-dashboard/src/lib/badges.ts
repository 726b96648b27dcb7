import type { Badge } from '@chapter/shared/types';

const TYPE_LABELS: Record<Badge['type'], string> = {
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  dailyActiveStreak: 'Daily Active Streak',
  maxAvgPerDay: 'Problem Solver',
};

/** The achievement's kind in words: 'maxAvgPerDay' → 'Problem Solver'. */
export function badgeTypeLabel(type: Badge['type']): string {
  return TYPE_LABELS[type] ?? type;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

/**
 * '2025-04-30' → '30 Apr 2025', '2025-04' → 'April 2025' (monthly awards), read as local calendar dates so no
 * time zone moves them a day; anything else is shown as the server wrote it.
 */
export function formatBadgeDate(date: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  if (!day) return monthFormat.format(new Date(Number(year), Number(month) - 1, 1));
  return dayFormat.format(new Date(Number(year), Number(month) - 1, Number(day)));
}
