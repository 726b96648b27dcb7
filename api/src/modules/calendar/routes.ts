import type { FastifyPluginAsync } from 'fastify';
import { eventSchema } from '@chapter/shared/schemas';
import { parseLocalISODate } from '@chapter/shared/schemas';
import { serve } from '../serve';
import { isUuid, validateWith } from '../validate';
import { chapterToday, EVENT_ACCESS, mailQueueFor, type CalendarRouteDeps } from './access';
import { calendarData, createContest, deleteContest } from './service';
import { HttpError } from '../../errors';
import { contestCodeFromLink } from '../../platforms/contestCode';
import { addMonths, monthIn, monthSpan } from '../../clock';

export const CONTEST_LINK_MESSAGE = {
  Codeforces: "Enter the contest's own link, e.g. https://codeforces.com/contest/2000",
  CodeChef: "Enter the contest's own link, e.g. https://www.codechef.com/START150",
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const calendarRoutes: FastifyPluginAsync<CalendarRouteDeps> = async (app, { db, config, jobs }) => {
  serve(
    app,
    'GET /core-member/get-dashboard-calender-data',
    async (request) => {
      const month = request.query.month;
      const range = month && MONTH.test(month) ? monthSpan(month) : monthSpan(addMonths(monthIn(new Date(), config.timeZone), -1), 13);
      return { message: 'Calendar data fetched', data: await calendarData(db, ...range) };
    },
    { onRequest: app.authenticate },
  );

  serve(
    app,
    'POST /core-member/create-contest',
    async (request, reply) => {
      const body = request.body ?? {};
      const event = await validateWith(
        eventSchema,
        {
          type: 'contest',
          title: body.contestName,
          link: body.contestLink,
          platform: body.platform,
          startTime: body.startTime,
          endTime: body.endTime,
          date: body.date,
          toSendEmail: body.toSendEmail,
        },
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
        jobs.webhooks ?? null,
      );
      return reply.send({ message: 'Contest created successfully', data: contest });
    },
    { onRequest: app.requireRole('COREMEMBER', EVENT_ACCESS.create) },
  );

  serve(
    app,
    'DELETE /core-member/delete-contest',
    async (request, reply) => {
      const { dateId, contestId } = request.body ?? {};
      if (typeof dateId !== 'string' || typeof contestId !== 'string' || !dateId || !contestId) {
        return reply.code(400).send({ message: 'dateId and contestId are required' });
      }
      if (!isUuid(contestId) || !parseLocalISODate(dateId)) return reply.code(404).send({ message: 'Contest not found' });
      await deleteContest(db, dateId, contestId);
      return { message: 'Contest deleted successfully' };
    },
    { onRequest: app.requireRole('COREMEMBER', EVENT_ACCESS.change) },
  );
};
