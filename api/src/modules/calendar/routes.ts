import type { FastifyPluginAsync } from 'fastify';
import { eventSchema } from '@chapter/shared/schemas';
import { parseLocalISODate } from '@chapter/shared/schemas';
import { errorResponses, messageResponse } from '../schemas';
import { isUuid, validateWith } from '../validate';
import { chapterToday, EVENT_ACCESS, mailQueueFor, type CalendarRouteDeps } from './access';
import { calendarData, createContest, deleteContest } from './service';
import { HttpError } from '../../errors';
import { contestCodeFromLink } from '../../jobs/contestCode';
import { dateIn } from './zonedTime';

export const CONTEST_LINK_MESSAGE = {
  Codeforces: "Enter the contest's own link, e.g. https://codeforces.com/contest/2000",
  CodeChef: "Enter the contest's own link, e.g. https://www.codechef.com/START150",
} as const;

interface CreateContestBody {
  contestName?: unknown;
  contestLink?: unknown;
  platform?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  date?: unknown;
  toSendEmail?: unknown;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** [first day of `month`, first day of the month after), as YYYY-MM-DD. */
function monthRange(year: number, month: number, months = 1): [string, string] {
  const first = (y: number, m: number) => {
    const date = new Date(Date.UTC(y, m - 1, 1));
    return date.toISOString().slice(0, 10);
  };
  return [first(year, month), first(year, month + months)];
}

export const calendarRoutes: FastifyPluginAsync<CalendarRouteDeps> = async (app, { db, config, jobs }) => {
  app.get<{ Querystring: { month?: string } }>(
    '/get-dashboard-calender-data',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: "The chapter's contests, meetings and festivals, grouped by day",
        description: 'With `month` (YYYY-MM) that month; without it, from the start of last month for thirteen months.',
        security: [{ bearer: [] }],
        querystring: { type: 'object', properties: { month: { type: 'string', pattern: MONTH.source } } },
        response: { ...errorResponses },
      },
    },
    async (request) => {
      let range: [string, string];
      const match = request.query.month ? MONTH.exec(request.query.month) : null;
      if (match) range = monthRange(Number(match[1]), Number(match[2]));
      else {
        const [year, month] = dateIn(new Date(), config.timeZone).split('-').map(Number);
        range = monthRange(year!, month! - 1, 13);
      }
      return { message: 'Calendar data fetched', data: await calendarData(db, ...range) };
    },
  );

  app.post<{ Body: CreateContestBody }>(
    '/create-contest',
    {
      preHandler: app.requireRole('COREMEMBER', EVENT_ACCESS.create),
      schema: {
        tags: ['calendar'],
        summary: 'Schedule a contest; problems solved in it during its hours earn points; with toSendEmail, members who take notifications are mailed',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          properties: {
            contestName: { type: 'string', maxLength: 200 },
            contestLink: { type: 'string', maxLength: 2000 },
            platform: { type: 'string' },
            startTime: { type: 'string', maxLength: 8 },
            endTime: { type: 'string', maxLength: 8 },
            date: { type: 'string', maxLength: 10 },
            toSendEmail: { type: 'boolean' },
          },
        },
        response: { 201: { type: 'object', additionalProperties: true }, ...errorResponses, 503: messageResponse },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const event = await validateWith(
        eventSchema,
        { type: 'contest', title: body.contestName, link: body.contestLink, platform: body.platform, startTime: body.startTime, endTime: body.endTime, date: body.date, toSendEmail: body.toSendEmail },
        { today: chapterToday(config.timeZone) },
      );
      const platform = event.platform as 'Codeforces' | 'CodeChef';
      // Points come from this contest's standings: the link must say which contest it is.
      if (!contestCodeFromLink(platform, event.link!)) throw new HttpError(400, CONTEST_LINK_MESSAGE[platform]);
      const contest = await createContest(
        db,
        { name: event.title, link: event.link!, platform, date: event.date, startTime: event.startTime!, endTime: event.endTime! },
        request.user!.id,
        config.timeZone,
        mailQueueFor(jobs, event.toSendEmail),
      );
      return reply.code(201).send({ message: 'Contest created successfully', data: contest });
    },
  );

  app.delete<{ Body: { dateId?: unknown; contestId?: unknown } }>(
    '/delete-contest',
    {
      preHandler: app.requireRole('COREMEMBER', EVENT_ACCESS.change),
      schema: {
        tags: ['calendar'],
        summary: 'Remove a scheduled contest',
        security: [{ bearer: [] }],
        body: { type: 'object', properties: { dateId: { type: 'string' }, contestId: { type: 'string' } } },
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { dateId, contestId } = request.body ?? {};
      if (typeof dateId !== 'string' || typeof contestId !== 'string' || !dateId || !contestId) {
        return reply.code(400).send({ message: 'dateId and contestId are required' });
      }
      if (!isUuid(contestId) || !parseLocalISODate(dateId)) return reply.code(404).send({ message: 'Contest not found' });
      await deleteContest(db, dateId, contestId);
      return { message: 'Contest deleted successfully' };
    },
  );
};
