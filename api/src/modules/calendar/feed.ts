import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import { dateIn } from '../../clock';

export interface FeedOptions {
  timeZone: string;
  chapterName: string;
  publicUrl: string;
  /** The feed holds events from the first day of the month this many months back, and all future ones. */
  monthsBack?: number;
  now?: Date;
}

const MEETING_MINUTES = 60;

/** First day (YYYY-MM-DD) of the month `monthsBack` before today's in the zone. */
export function feedWindowStart(now: Date, timeZone: string, monthsBack: number): string {
  const [year, month] = dateIn(now, timeZone).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1 - monthsBack, 1)).toISOString().slice(0, 10);
}

/**
 * The chapter calendar as iCalendar text: contests and meetings at their local times with the chapter's
 * time zone (VTIMEZONE included), meetings an hour long, festivals all day. UIDs are the stored ids, so a
 * calendar app updates events in place on every refresh.
 */
export async function calendarFeed(db: Kysely<Database>, options: FeedOptions): Promise<string> {
  const { timeZone, chapterName, publicUrl } = options;
  const from = feedWindowStart(options.now ?? new Date(), timeZone, options.monthsBack ?? 3);
  const day = sql<string>`date::text`;
  const [contests, meetings, festivals] = await Promise.all([
    db
      .selectFrom('contests')
      .select(['id', 'name', 'link', 'platform', 'start_time', 'end_time', 'created_at', day.as('day')])
      .where('date', '>=', from)
      .orderBy('date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('meetings')
      .select(['id', 'title', 'description', 'link', 'time', 'compulsory', 'mom_link', 'created_at', day.as('day')])
      .where('date', '>=', from)
      .orderBy('date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('festivals')
      .select(['id', 'title', 'created_at', day.as('day')])
      .where('date', '>=', from)
      .orderBy('date')
      .orderBy('id')
      .execute(),
  ]);

  const host = new URL(publicUrl).hostname;
  const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
  // The generator writes a VTIMEZONE for every zone in use; with no calendar-wide zone, DTSTAMP stays in UTC.
  const calendar = ical({
    name: chapterName,
    prodId: { company: chapterName, product: 'calendar' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 3_600,
  });
  calendar.x('X-WR-TIMEZONE', timeZone);

  for (const contest of contests) {
    calendar.createEvent({
      id: `contest-${contest.id}@${host}`,
      stamp: new Date(contest.created_at),
      start: at(contest.day, contest.start_time),
      end: at(contest.day, contest.end_time),
      timezone: timeZone,
      summary: `${contest.name} (${contest.platform})`,
      description: `${contest.link}\nProblems you solve during the contest earn chapter points.`,
      url: contest.link,
    });
  }
  for (const meeting of meetings) {
    const start = at(meeting.day, meeting.time);
    calendar.createEvent({
      id: `meeting-${meeting.id}@${host}`,
      stamp: new Date(meeting.created_at),
      start,
      end: start.plus({ minutes: MEETING_MINUTES }),
      timezone: timeZone,
      summary: meeting.compulsory ? `${meeting.title} (compulsory)` : meeting.title,
      description: [meeting.description, '', `Join: ${meeting.link}`, ...(meeting.mom_link ? [`Minutes: ${meeting.mom_link}`] : [])].join('\n'),
      url: meeting.link,
    });
  }
  for (const festival of festivals) {
    calendar.createEvent({
      id: `festival-${festival.id}@${host}`,
      stamp: new Date(festival.created_at),
      start: DateTime.fromISO(festival.day, { zone: timeZone }),
      timezone: timeZone,
      allDay: true,
      summary: festival.title,
    });
  }
  return calendar.toString();
}
