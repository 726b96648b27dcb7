import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import { eventSchema } from '@chapter/shared/schemas';
import { HttpError } from '../../errors';
import type { MeetingAttendees } from '../../db/schema';
import { errorResponses, messageResponse } from '../schemas';
import { festival, obj, str, withData } from '../responses';
import { isUuid, validateWith } from '../validate';
import { chapterToday, EVENT_ACCESS, eventKey, mailQueueFor, type CalendarRouteDeps } from './access';
import { addFestival, deleteFestival, FESTIVAL_NOT_FOUND } from './festivals';
import { createMeeting, deleteMeeting, deleteMinutes, MEETING_NOT_FOUND, setMinutes } from './meetings';

interface CreateMeetingBody {
  title?: unknown;
  description?: unknown;
  meetingLink?: unknown;
  meetingDate?: unknown;
  meetingTime?: unknown;
  compulsory?: unknown;
  toSendEmail?: unknown;
  attendees?: unknown;
}

interface MeetingKeyBody {
  dateId?: unknown;
  noticeId?: unknown;
  MoMLink?: unknown;
}

const ATTENDEES: readonly MeetingAttendees[] = ['ALL', 'MEMBER', 'COREMEMBER'];
const MEETING_IDS_REQUIRED = 'dateId and noticeId are required';
const momSchema = object({ MoMLink: string().trim().required('Minutes of meeting link is required').url('Enter a valid URL') });

/** Roles in any case; absent means everyone ('ALL', which the shared form schema spells 'all'). */
const attendeesOf = (value: unknown): unknown =>
  value === undefined || value === null || value === '' ? 'ALL' : typeof value === 'string' ? value.trim().toUpperCase() : value;

const doc = (summary: string, body: object, ok: object = messageResponse) => ({
  tags: ['calendar'],
  summary,
  security: [{ bearer: [] }],
  body: { type: 'object', properties: body },
  response: { 200: ok, ...errorResponses, 503: messageResponse },
});

/** Meetings, their minutes and festivals (routes under /core-member); every write needs COREMEMBER or higher. */
export const calendarEventRoutes: FastifyPluginAsync<CalendarRouteDeps> = async (app, { db, config, jobs }) => {
  const creator = { onRequest: app.requireRole('COREMEMBER', EVENT_ACCESS.create) };
  const changer = { onRequest: app.requireRole('COREMEMBER', EVENT_ACCESS.change) };

  app.post<{ Body: CreateMeetingBody }>(
    '/create-meeting',
    {
      ...creator,
      schema: doc(
        'Schedule a meeting; with toSendEmail, its attendees (ALL, MEMBER or COREMEMBER and above) who take notifications are mailed',
        {
          title: { type: 'string', maxLength: 200 },
          description: { type: 'string', maxLength: 5000 },
          meetingLink: { type: 'string', maxLength: 2000 },
          meetingDate: { type: 'string', maxLength: 10 },
          meetingTime: { type: 'string', maxLength: 8 },
          compulsory: { type: 'boolean' },
          toSendEmail: { type: 'boolean' },
          attendees: { type: 'string', maxLength: 20 },
        },
        withData(obj({ dateId: str, noticeId: str })),
      ),
    },
    async (request) => {
      const body = request.body ?? {};
      const attendees = attendeesOf(body.attendees);
      const event = await validateWith(
        eventSchema,
        {
          type: 'meeting',
          title: body.title,
          description: body.description,
          link: body.meetingLink,
          date: body.meetingDate,
          startTime: body.meetingTime,
          attendees: attendees === 'ALL' ? 'all' : attendees,
          compulsory: body.compulsory,
          toSendEmail: body.toSendEmail,
        },
        { today: chapterToday(config.timeZone) },
      );
      const stored = attendees as MeetingAttendees;
      if (!ATTENDEES.includes(stored)) throw new HttpError(400, 'Choose who attends');
      const mail = mailQueueFor(jobs, event.toSendEmail);
      const data = await createMeeting(
        db,
        {
          title: event.title,
          description: event.description!,
          link: event.link!,
          date: event.date,
          time: event.startTime!,
          compulsory: event.compulsory,
          attendees: stored,
        },
        request.user!.id,
        mail,
      );
      return { message: 'Meeting created successfully', data };
    },
  );

  app.delete<{ Body: MeetingKeyBody }>(
    '/delete-meeting',
    { ...changer, schema: doc('Remove a meeting', { dateId: { type: 'string' }, noticeId: { type: 'string' } }) },
    async (request) => {
      const [dateId, noticeId] = eventKey(request.body?.dateId, request.body?.noticeId, MEETING_IDS_REQUIRED, MEETING_NOT_FOUND);
      await deleteMeeting(db, dateId, noticeId);
      return { message: 'Meeting deleted successfully' };
    },
  );

  app.post<{ Body: MeetingKeyBody }>(
    '/create-mom',
    {
      ...changer,
      schema: doc('Attach (or replace) the link to a meeting’s minutes', {
        dateId: { type: 'string' },
        noticeId: { type: 'string' },
        MoMLink: { type: 'string', maxLength: 2000 },
      }),
    },
    async (request) => {
      const [dateId, noticeId] = eventKey(request.body?.dateId, request.body?.noticeId, MEETING_IDS_REQUIRED, MEETING_NOT_FOUND);
      const { MoMLink } = await validateWith(momSchema, { MoMLink: request.body?.MoMLink });
      await setMinutes(db, dateId, noticeId, MoMLink);
      return { message: 'Minutes of meeting added successfully' };
    },
  );

  app.delete<{ Body: MeetingKeyBody }>(
    '/delete-mom',
    { ...changer, schema: doc('Remove the link to a meeting’s minutes', { dateId: { type: 'string' }, noticeId: { type: 'string' } }) },
    async (request) => {
      const [dateId, noticeId] = eventKey(request.body?.dateId, request.body?.noticeId, MEETING_IDS_REQUIRED, MEETING_NOT_FOUND);
      await deleteMinutes(db, dateId, noticeId);
      return { message: 'Minutes of meeting deleted successfully' };
    },
  );

  app.post<{ Body: { title?: unknown; date?: unknown } }>(
    '/add-festival',
    {
      ...creator,
      schema: doc(
        'Add a festival (an all-day event) to the calendar',
        { title: { type: 'string', maxLength: 200 }, date: { type: 'string', maxLength: 10 } },
        withData(festival),
      ),
    },
    async (request) => {
      const event = await validateWith(
        eventSchema,
        { type: 'festival', title: request.body?.title, date: request.body?.date },
        { today: chapterToday(config.timeZone) },
      );
      return { message: 'Festival added successfully', data: await addFestival(db, event.title, event.date, request.user!.id) };
    },
  );

  app.delete<{ Body: { festivalId?: unknown } }>(
    '/delete-festival',
    { ...changer, schema: doc('Remove a festival', { festivalId: { type: 'string' } }) },
    async (request) => {
      const festivalId = request.body?.festivalId;
      if (typeof festivalId !== 'string' || !festivalId) throw new HttpError(400, 'festivalId is required');
      if (!isUuid(festivalId)) throw new HttpError(404, FESTIVAL_NOT_FOUND);
      await deleteFestival(db, festivalId);
      return { message: 'Festival deleted successfully' };
    },
  );
};
