import { toLocalISODate } from '@chapter/shared/dates';

export type MonthCell = { date: string; day: number; lastDay: boolean };

/** The days of `month` (0-based) in `year`, and how many blanks precede the 1st in a Monday-first week. */
export function monthGrid(year: number, month: number): { offset: number; days: MonthCell[] } {
  const length = new Date(year, month + 1, 0).getDate();
  const days = Array.from({ length }, (_, index) => ({
    date: toLocalISODate(new Date(year, month, index + 1)),
    day: index + 1,
    lastDay: index + 1 === length,
  }));
  return { offset: (new Date(year, month, 1).getDay() + 6) % 7, days };
}
