import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'yup';
import type { MeetingAttendees } from '@chapter/contract';
import { eventSchema } from '@chapter/shared/schemas';
import { HttpError } from '../../errors';
import { serve } from '../serve';
import { isUuid, validateWith } from '../validate';
import { chapterToday, EVENT_ACCESS, eventKey, mailQueueFor, type CalendarRouteDeps } from './access';
import { addFestival, deleteFestival, FESTIVAL_NOT_FOUND } from './festivals';
import { createMeeting, deleteMeeting, deleteMinutes, MEETING_NOT_FOUND, setMinutes } from './meetings';

const ATTENDEES: readonly MeetingAttendees[] = ['ALL', 'MEMBER', 'COREMEMBER'];
const MEETING_IDS_REQUIRED = 'dateId and noticeId are required';
const momSchema = object({ MoMLink: string().trim().required('Minutes of meeting link is required').url('Enter a valid URL') });

/** Roles in any case; absent means everyone ('ALL', which the shared form schema spells 'all'). */
const attendeesOf = (value: unknown): unknown =>
  value === undefined || value === null || value === '' ? 'ALL' : typeof value === 'string' ? value.trim().toUpperCase() : value;

/** Meetings, their minutes and festivals (routes under /core-member); every write needs COREMEMBER or higher. */
export const calendarEventRoutes: FastifyPluginAsync<CalendarRouteDeps> = async (app, { db, config, jobs }) => {
  const creator = { onRequest: app.requireRole('COREMEMBER', EVENT_ACCESS.create) };
  const changer = { onRequest: app.requireRole('COREMEMBER', EVENT_ACCESS.change) };

  serve(
    app,
    'POST /core-member/create-meeting',
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
    creator,
  );

  serve(
    app,
    'DELETE /core-member/delete-meeting',
    async (request) => {
      const [dateId, noticeId] = eventKey(request.body?.dateId, request.body?.noticeId, MEETING_IDS_REQUIRED, MEETING_NOT_FOUND);
      await deleteMeeting(db, dateId, noticeId);
      return { message: 'Meeting deleted successfully' };
    },
    changer,
  );

  serve(
    app,
    'POST /core-member/create-mom',
    async (request) => {
      const [dateId, noticeId] = eventKey(request.body?.dateId, request.body?.noticeId, MEETING_IDS_REQUIRED, MEETING_NOT_FOUND);
      const { MoMLink } = await validateWith(momSchema, { MoMLink: request.body?.MoMLink });
      await setMinutes(db, dateId, noticeId, MoMLink);
      return { message: 'Minutes of meeting added successfully' };
    },
    changer,
  );

  serve(
    app,
    'DELETE /core-member/delete-mom',
    async (request) => {
      const [dateId, noticeId] = eventKey(request.body?.dateId, request.body?.noticeId, MEETING_IDS_REQUIRED, MEETING_NOT_FOUND);
      await deleteMinutes(db, dateId, noticeId);
      return { message: 'Minutes of meeting deleted successfully' };
    },
    changer,
  );

  serve(
    app,
    'POST /core-member/add-festival',
    async (request) => {
      const event = await validateWith(
        eventSchema,
        { type: 'festival', title: request.body?.title, date: request.body?.date },
        { today: chapterToday(config.timeZone) },
      );
      return { message: 'Festival added successfully', data: await addFestival(db, event.title, event.date, request.user!.id) };
    },
    creator,
  );

  serve(
    app,
    'DELETE /core-member/delete-festival',
    async (request) => {
      const festivalId = request.body?.festivalId;
      if (typeof festivalId !== 'string' || !festivalId) throw new HttpError(400, 'festivalId is required');
      if (!isUuid(festivalId)) throw new HttpError(404, FESTIVAL_NOT_FOUND);
      await deleteFestival(db, festivalId);
      return { message: 'Festival deleted successfully' };
    },
    changer,
  );
};
