/** `YYYY-MM-DD` of a date in the viewer's time zone (what an `<input type="date">` holds). */
export const toLocalISODate = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` as a local calendar day; null when malformed or impossible (2025-02-30). */
export const parseLocalISODate = (value: string): Date | null => {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

export const isLastDayOfMonth = (value: string): boolean => {
  const date = parseLocalISODate(value);
  if (!date) return false;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getDate() === 1;
};

/** String comparison is safe for `YYYY-MM-DD`. */
export const isBeforeToday = (value: string, today: Date = new Date()): boolean => value < toLocalISODate(today);

/** `HH:MM` becomes `HH:MM:SS`; anything else is returned unchanged. */
export const normaliseTime = (value: string): string => (value.length === 5 ? `${value}:00` : value);
