import type { CalendarData, MeetingAttendees } from '@chapter/shared/types';
import { normaliseTime } from '@chapter/shared/dates';
import type { EventValues } from '@chapter/shared/schemas';
import type { CreateContestRequest, CreateMeetingRequest, AddFestivalRequest } from '@chapter/shared/types';

/** One calendar entry, whatever its kind. */
export type CalendarEvent = {
  type: 'contest' | 'meeting' | 'festival';
  /** The event's own id (contestId, noticeId or festivalId). */
  eventId: string;
  /** The day's id the delete routes take (festivals have none). */
  dateId: string | null;
  /** YYYY-MM-DD */
  date: string;
  name: string;
  startTime: string | null;
  endTime: string | null;
  link: string | null;
  platform: string | null;
  description: string | null;
  attendees: MeetingAttendees | null;
  compulsory: boolean;
  mom: string | null;
};

const base = { startTime: null, endTime: null, link: null, platform: null, description: null, attendees: null, compulsory: false, mom: null } as const;

/** The API's contests, meetings and festivals grouped by day, as one list sorted by day, then time, festivals first. */
export function toCalendarEvents(data: CalendarData | null | undefined): CalendarEvent[] {
  if (!data) return [];
  const events: CalendarEvent[] = [
    ...(data.contests ?? []).flatMap((day) =>
      day.contests.map((contest) => ({
        ...base,
        type: 'contest' as const,
        eventId: contest._id,
        dateId: day._id,
        date: day.date.slice(0, 10),
        name: contest.contestName,
        startTime: contest.startTime,
        endTime: contest.endTime,
        link: contest.contestLink,
        platform: contest.platform,
      })),
    ),
    ...(data.meetings ?? []).flatMap((day) =>
      day.notices.map((notice) => ({
        ...base,
        type: 'meeting' as const,
        eventId: notice._id,
        dateId: day._id,
        date: day.meetingDate.slice(0, 10),
        name: notice.title,
        startTime: notice.meetingTime,
        link: notice.meetingLink,
        description: notice.description,
        attendees: notice.attendees ?? null,
        compulsory: notice.compulsory,
        mom: notice.MoMLink || null,
      })),
    ),
    ...(data.festivals ?? []).map((festival) => ({
      ...base,
      type: 'festival' as const,
      eventId: festival._id,
      dateId: null,
      date: festival.date.slice(0, 10),
      name: festival.title,
    })),
  ];
  return events.sort((a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
}

export const eventsOn = (events: CalendarEvent[], date: string) => events.filter((event) => event.date === date);

/** '18:30:00' → '18:30'. */
export const shortTime = (time: string | null) => (time ? time.slice(0, 5) : '');

/** The form's attendee choices as the API names them ('all' is ALL). */
export const toAttendees = (value: string | undefined): MeetingAttendees => (value === 'MEMBER' || value === 'COREMEMBER' ? value : 'ALL');

export type EventSubmission =
  { type: 'contest'; body: CreateContestRequest } | { type: 'meeting'; body: CreateMeetingRequest } | { type: 'festival'; body: AddFestivalRequest };

/** The validated form as the create call of its type takes it; times go as HH:MM:SS. */
export function toEventRequest(values: EventValues): EventSubmission {
  const time = (value: string | undefined) => normaliseTime((value ?? '').trim());
  if (values.type === 'contest') {
    return {
      type: 'contest',
      body: {
        contestName: values.title,
        contestLink: values.link ?? '',
        platform: values.platform,
        startTime: time(values.startTime),
        endTime: time(values.endTime),
        date: values.date,
        toSendEmail: Boolean(values.toSendEmail),
      },
    };
  }
  if (values.type === 'meeting') {
    return {
      type: 'meeting',
      body: {
        title: values.title,
        description: values.description ?? '',
        meetingLink: values.link ?? '',
        meetingDate: values.date,
        meetingTime: time(values.startTime),
        compulsory: Boolean(values.compulsory),
        toSendEmail: Boolean(values.toSendEmail),
        attendees: toAttendees(values.attendees),
      },
    };
  }
  return { type: 'festival', body: { title: values.title, date: values.date } };
}
