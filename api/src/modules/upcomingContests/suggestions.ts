import type { Kysely } from 'kysely';
import type { UpcomingContests, UpcomingContestSuggestion } from '@chapter/contract';
import { isLastDayOfMonth } from '@chapter/shared/schemas';
import type { Database, PlatformKey } from '../../db/schema';
import { DAY_MS, dateIn } from '../../clock';
import { contestCodeFromLink } from '../../platforms/contestCode';
import { PLATFORM_NAMES } from '../points/handles';

/** The platforms whose contests the calendar holds (their results earn points), by the calendar's name. */
const CALENDAR_PLATFORMS: Partial<Record<PlatformKey, 'Codeforces' | 'CodeChef'>> = { codeforces: 'Codeforces', codechef: 'CodeChef' };
const CALENDAR_KEYS: Record<'Codeforces' | 'CodeChef', PlatformKey> = { Codeforces: 'codeforces', CodeChef: 'codechef' };

export const UNAVAILABLE = {
  platform: 'The calendar holds Codeforces and CodeChef contests only',
  days: 'Ends on a later day: a calendar contest starts and ends on one day',
  lastDay: 'Contests cannot be scheduled on the last day of the month',
} as const;

/** A calendar contest added this long before now may still be one of the suggestions (a day mistyped, a zone crossed). */
const ADDED_LOOKBACK_MS = 31 * DAY_MS;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** HH:MM of `instant` in the zone, as the form's time fields take it. */
function timeIn(instant: Date, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    timeFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** A link as compared: no scheme, no www., no query, fragment or trailing slash, in lower case. */
export function comparableLink(link: string): string {
  return link
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

/** CodeChef's divisions (START170A to START170D) are one contest with their parent START170. */
const sameContest = (platform: PlatformKey, a: string, b: string): boolean => {
  if (a.toUpperCase() === b.toUpperCase()) return true;
  if (platform !== 'codechef') return false;
  const parent = (code: string) => code.toUpperCase().replace(/(\d)[A-D]$/, '$1');
  return parent(a) === parent(b);
};

/**
 * The stored upcoming contests still ahead of `now`, soonest first, with the add-contest form's values in the
 * chapter's zone, whether each is on the calendar already, and why the calendar cannot take one.
 */
export async function upcomingSuggestions(db: Kysely<Database>, timeZone: string, now: Date): Promise<UpcomingContests> {
  const [rows, calendar, checked] = await Promise.all([
    db.selectFrom('upcoming_contests').selectAll().where('starts_at', '>', now).orderBy('starts_at').orderBy('platform').orderBy('code').execute(),
    db
      .selectFrom('contests')
      .select(['platform', 'link'])
      .where('starts_at', '>=', new Date(now.getTime() - ADDED_LOOKBACK_MS))
      .execute(),
    db
      .selectFrom('upcoming_contests')
      .select((eb) => eb.fn.max('fetched_at').as('at'))
      .executeTakeFirst(),
  ]);

  const links = new Set(calendar.map((contest) => comparableLink(contest.link)));
  const codes = calendar.flatMap((contest) => {
    const code = contestCodeFromLink(contest.platform, contest.link);
    return code ? [{ platform: CALENDAR_KEYS[contest.platform], code }] : [];
  });

  const contests = rows.map((row): UpcomingContestSuggestion => {
    const startsAt = new Date(row.starts_at);
    const endsAt = new Date(row.ends_at);
    const date = dateIn(startsAt, timeZone);
    const added =
      links.has(comparableLink(row.link)) || codes.some((contest) => contest.platform === row.platform && sameContest(row.platform, contest.code, row.code));
    const unavailable = !CALENDAR_PLATFORMS[row.platform]
      ? UNAVAILABLE.platform
      : dateIn(endsAt, timeZone) !== date
        ? UNAVAILABLE.days
        : isLastDayOfMonth(date)
          ? UNAVAILABLE.lastDay
          : null;
    return {
      platform: row.platform,
      platformName: CALENDAR_PLATFORMS[row.platform] ?? PLATFORM_NAMES[row.platform],
      code: row.code,
      name: row.name,
      link: row.link,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      date,
      startTime: timeIn(startsAt, timeZone),
      endTime: timeIn(endsAt, timeZone),
      added,
      unavailable,
    };
  });
  const at = checked?.at;
  return { contests, checkedAt: at ? new Date(at as Date | string).toISOString() : null };
}
