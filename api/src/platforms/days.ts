import { dateIn } from '../clock';

/** Counts distinct keys per day, keeping days on or after `since`. */
export function countPerDay(solves: Iterable<{ epochMs: number; key: string }>, timeZone: string, since?: Date): Record<string, number> {
  const firstDay = since ? dateIn(since, timeZone) : null;
  const perDay = new Map<string, Set<string>>();
  for (const { epochMs, key } of solves) {
    const day = dateIn(new Date(epochMs), timeZone);
    if (firstDay && day < firstDay) continue;
    const keys = perDay.get(day) ?? new Set<string>();
    keys.add(key);
    perDay.set(day, keys);
  }
  return Object.fromEntries([...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, keys]) => [day, keys.size]));
}
