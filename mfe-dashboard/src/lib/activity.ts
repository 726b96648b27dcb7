import type { DailyActivity } from '@chapter/shared/types';
import { readerDay } from '@chapter/shared';
import { toLocalISODate } from '@chapter/shared/dates';

/** The heat map's bands: 0, 1-2, 3-5, 6-10, 11 or more ('10+'). */
export const HEAT_BANDS = [
  { level: 0, label: '0', min: 0 },
  { level: 1, label: '1-2', min: 1 },
  { level: 2, label: '3-5', min: 3 },
  { level: 3, label: '6-10', min: 6 },
  { level: 4, label: '10+', min: 11 },
] as const;

export type HeatLevel = (typeof HEAT_BANDS)[number]['level'];

export function heatLevel(count: number): HeatLevel {
  let level: HeatLevel = 0;
  for (const band of HEAT_BANDS) if (count >= band.min) level = band.level;
  return level;
}

export type ActivityDay = { date: string; day: number; count: number; future: boolean };

export type MonthActivity = {
  /** First day of the month, YYYY-MM-01. */
  month: string;
  /** Weekday of the 1st, Monday = 0 (where the grid starts). */
  offset: number;
  days: ActivityDay[];
  maxInADay: number;
  total: number;
  /** Solved per day over the days so far, two decimals. */
  averagePerDay: string;
  /** Longest run of consecutive days with at least one solve. */
  streak: number;
};

/** The month of `now` (the reader's calendar day of it) day by day with its figures; entries of other months are ignored. */
export function monthActivity(entries: DailyActivity[], now: Date = new Date()): MonthActivity {
  const today = readerDay(now);
  const year = today.getFullYear();
  const monthIndex = today.getMonth();
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.date.slice(0, 10), (counts.get(entry.date.slice(0, 10)) ?? 0) + (entry.count ?? 0));
  const length = new Date(year, monthIndex + 1, 0).getDate();
  const todayIso = toLocalISODate(today);
  const days: ActivityDay[] = Array.from({ length }, (_, index) => {
    const date = toLocalISODate(new Date(year, monthIndex, index + 1));
    return { date, day: index + 1, count: counts.get(date) ?? 0, future: date > todayIso };
  });
  let streak = 0;
  let run = 0;
  for (const day of days) {
    run = day.count > 0 ? run + 1 : 0;
    streak = Math.max(streak, run);
  }
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const daysSoFar = days.filter((day) => !day.future).length;
  return {
    month: days[0]!.date,
    offset: (new Date(year, monthIndex, 1).getDay() + 6) % 7,
    days,
    maxInADay: Math.max(0, ...days.map((day) => day.count)),
    total,
    averagePerDay: (daysSoFar ? total / daysSoFar : 0).toFixed(2),
    streak,
  };
}
