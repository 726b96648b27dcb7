import { readerDay } from '@chapter/shared';

/** Days left in the reader's month of `at`, today included: the 1st of a 30-day month → 30, the last day → 1. */
export function daysLeftInMonth(at: Date = new Date()): number {
  const now = readerDay(at);
  const lastDay = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  return lastDay - now.getDate() + 1;
}

/** '9 days left this month.' / 'Today is the last day of the month.' */
export function daysLeftText(days: number): string {
  return days <= 1 ? 'Today is the last day of the month.' : `${days} days left this month.`;
}
