import type { FastifyPluginAsync } from 'fastify';
import { announcementSchema, normaliseTime, parseLocalISODate } from '@chapter/shared/schemas';
import { HttpError } from '../../errors';
import { dateIn } from '../../clock';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { announcement, answer, list, withData } from '../responses';
import { isUuid, validateWith } from '../validate';
import { ANNOUNCEMENT_NOT_FOUND, createAnnouncement, deleteAnnouncement, listAnnouncements } from './service';

export const ANNOUNCEMENT_ACCESS = {
  create: 'You need CORE member access to add announcements',
  delete: 'You need CORE member access to delete announcements',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

interface CreateAnnouncementBody {
  title?: unknown;
  description?: unknown;
  date?: unknown;
  time?: unknown;
  links?: unknown;
}

const doc = (summary: string, extra: object = {}) => ({ tags: ['announcements'], summary, security: [{ bearer: [] }], ...extra });

/** The dashboard's announcements (routes under /core-member): anyone signed in reads them, COREMEMBER or higher writes. */
export const announcementRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/get-all-announcement',
    {
      onRequest: app.authenticate,
      schema: doc('The latest announcements, newest first', {
        response: { 200: answer({ data: list(announcement) }), ...errorResponses },
      }),
    },
    async () => ({ message: 'Announcements fetched successfully', data: await listAnnouncements(db) }),
  );

  app.post<{ Body: CreateAnnouncementBody }>(
    '/create-announcement',
    {
      onRequest: app.requireRole('COREMEMBER', ANNOUNCEMENT_ACCESS.create),
      schema: doc('Post an announcement; link rows missing their URL or text are dropped', {
        body: {
          type: 'object',
          properties: {
            title: { type: 'string', maxLength: 200 },
            description: { type: 'string', maxLength: 5000 },
            date: { type: 'string', maxLength: 10 },
            time: { type: ['string', 'null'], maxLength: 8 },
            links: {
              type: 'array',
              maxItems: 20,
              items: {
                type: 'object',
                properties: { link: { type: ['string', 'null'], maxLength: 2000 }, linkText: { type: ['string', 'null'], maxLength: 200 } },
              },
            },
          },
        },
        response: { 200: withData(announcement), ...errorResponses },
      }),
    },
    async (request) => {
      const body = request.body ?? {};
      // "Today" is the chapter's day, not the server's.
      const date = body.date === undefined || body.date === null || body.date === '' ? dateIn(new Date(), config.timeZone) : body.date;
      const values = await validateWith(announcementSchema, {
        title: body.title,
        description: body.description,
        date,
        time: body.time ?? undefined,
        links: body.links ?? [],
      });
      if (!parseLocalISODate(values.date)) throw new HttpError(400, 'Enter a valid date');
      const time = values.time?.trim() ? normaliseTime(values.time.trim()) : null;
      if (time !== null && !TIME.test(time)) throw new HttpError(400, 'Enter a valid time');
      const links = values.links.map((row) => ({ link: row.link, linkText: row.linkText }));
      const announcement = await createAnnouncement(
        db,
        { title: values.title, description: values.description, date: values.date, time, links },
        request.user!.id,
      );
      return { message: 'Announcement created successfully', data: announcement };
    },
  );

  app.delete<{ Body: { announcementId?: unknown } }>(
    '/delete-announcement',
    {
      onRequest: app.requireRole('COREMEMBER', ANNOUNCEMENT_ACCESS.delete),
      schema: doc('Remove an announcement', {
        body: { type: 'object', properties: { announcementId: { type: 'string' } } },
        response: { 200: messageResponse, ...errorResponses },
      }),
    },
    async (request) => {
      const announcementId = request.body?.announcementId;
      if (typeof announcementId !== 'string' || !announcementId) throw new HttpError(400, 'announcementId is required');
      if (!isUuid(announcementId)) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
      await deleteAnnouncement(db, announcementId);
      return { message: 'Announcement deleted successfully' };
    },
  );
};
