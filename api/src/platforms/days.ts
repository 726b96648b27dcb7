const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayOf(epochMs: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(epochMs));
}

/** Counts distinct keys per day, keeping days on or after `since`. */
export function countPerDay(
  solves: Iterable<{ epochMs: number; key: string }>,
  timeZone: string,
  since?: Date,
): Record<string, number> {
  const firstDay = since ? dayOf(since.getTime(), timeZone) : null;
  const perDay = new Map<string, Set<string>>();
  for (const { epochMs, key } of solves) {
    const day = dayOf(epochMs, timeZone);
    if (firstDay && day < firstDay) continue;
    const keys = perDay.get(day) ?? new Set<string>();
    keys.add(key);
    perDay.set(day, keys);
  }
  return Object.fromEntries([...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, keys]) => [day, keys.size]));
}
