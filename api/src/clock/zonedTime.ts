/** The API's clock: instants and the chapter's calendar days in its time zone (an IANA name such as 'Asia/Kolkata'). */
import { DAY_MS, monthOf } from './months';

const partsIn = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
};

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of `instant` in the zone (en-CA writes dates that way; one formatter per zone, as counting solves calls this often). */
export function dateIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** `YYYY-MM` of `instant` in the zone: the month the chapter's points and boards belong to. */
export const monthIn = (instant: Date, timeZone: string): string => monthOf(dateIn(instant, timeZone));

/** The zone's calendar day before the one `now` falls on (the day a nightly job closes). */
export const yesterdayIn = (timeZone: string, now = new Date()): string => dateIn(new Date(now.getTime() - DAY_MS), timeZone);

/** The instant at which the zone's wall clock shows `date` (YYYY-MM-DD) `time` (HH:MM:SS). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  // Two passes settle the offset across a daylight-saving change.
  let guess = wall - offsetAt(new Date(wall), timeZone);
  guess = wall - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** True when `timeZone` is a zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
