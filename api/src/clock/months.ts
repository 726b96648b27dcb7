/** Calendar arithmetic on the chapter's days (YYYY-MM-DD) and months (YYYY-MM), which carry no time zone. */
import { HttpError } from '../errors';

export const DAY_MS = 86_400_000;

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` of a day `YYYY-MM-DD`. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** `month` moved by `count` months (negative: back), across year ends. */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index! - 1 + count, 1)).toISOString().slice(0, 7);
}

export const previousMonth = (month: string): string => addMonths(month, -1);

/** [first day of `month`, first day of the month `months` later), as YYYY-MM-DD. */
export const monthSpan = (month: string, months = 1): [string, string] => [`${month}-01`, `${addMonths(month, months)}-01`];

/** [first day, first day of the next month) of `YYYY-MM`; anything else is the caller's bad input. */
export function monthBounds(month: string): [string, string] {
  if (!YEAR_MONTH.test(month)) throw new HttpError(400, 'Month must look like 2026-11');
  return monthSpan(month);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
