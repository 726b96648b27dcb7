import type { ReaderClock } from './readerClock';

// Formatting in the reader's clock (docs/architecture.md, "The reader's clock"). In the browser, Intl's defaults are
// the reader's; while the server draws a member's page (drawWithClock, around one synchronous render) they are the
// clock the page is drawn with. Only instants (a time the API sends) are shown through here: a calendar date built
// with `new Date(year, month, day)` is shown with a formatter of its own, in the zone it was built in.

let drawing: ReaderClock | null = null;

/** Runs `draw` (a synchronous render) with `clock` as the reader's, then puts the previous one back. */
export function drawWithClock<T>(clock: ReaderClock | null, draw: () => T): T {
  const before = drawing;
  drawing = clock;
  try {
    return draw();
  } finally {
    drawing = before;
  }
}

/** Formatters made, the least recently used first: bounded, as the server draws in any clock a cookie names. */
const formats = new Map<string, Intl.DateTimeFormat>();
const MOST_FORMATS = 500;

/**
 * An Intl.DateTimeFormat in the reader's clock: `locale` or theirs, `options.timeZone` or theirs (a fixed zone, 'UTC'
 * for a date without a time, wins). Made once per locale, options and clock, and kept among the last 500 used.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const inLocale = locale ?? drawing?.locale;
  const inZone = drawing && !options.timeZone ? { ...options, timeZone: drawing.timeZone } : options;
  const key = `${inLocale ?? ''} ${JSON.stringify(inZone)}`;
  const format = formats.get(key) ?? new Intl.DateTimeFormat(inLocale, inZone);
  formats.delete(key);
  formats.set(key, format);
  if (formats.size > MOST_FORMATS) formats.delete(formats.keys().next().value!);
  return format;
}

const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/** What Date#toLocaleString() gives, in the reader's clock ('05/03/2025, 10:00:00' in en-IN), or in `timeZone`. */
export const localeString = (at: string | Date, timeZone?: string): string =>
  dateFormat(undefined, { ...DAY, hour: 'numeric', minute: 'numeric', second: 'numeric', timeZone }).format(new Date(at));

/** What Date#toLocaleDateString() gives, in the reader's clock, or in `timeZone`. */
export const localeDateString = (at: string | Date, timeZone?: string): string => dateFormat(undefined, { ...DAY, timeZone }).format(new Date(at));

/**
 * The reader's calendar day of `at` (their today by default), as a Date at its midnight in this runtime's own zone:
 * what `new Date(year, month, day)` arithmetic and date-only formatters expect.
 */
export function readerDay(at: Date = new Date()): Date {
  if (!drawing) return new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const parts = dateFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((found) => found.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
}

/** Whether two instants fall on one calendar day of the reader's. */
export const sameReaderDay = (a: Date, b: Date): boolean => readerDay(a).getTime() === readerDay(b).getTime();
