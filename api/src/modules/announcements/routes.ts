import type { FastifyPluginAsync } from 'fastify';
import { announcementSchema, normaliseTime, parseLocalISODate } from '@chapter/shared/schemas';
import { HttpError } from '../../errors';
import { dateIn } from '../../clock';
import type { JobsHandle, RouteDeps } from '../deps';
import { serve } from '../serve';
import { isUuid, validateWith } from '../validate';
import { ANNOUNCEMENT_NOT_FOUND, createAnnouncement, deleteAnnouncement, listAnnouncements } from './service';

export const ANNOUNCEMENT_ACCESS = {
  create: 'You need CORE member access to add announcements',
  delete: 'You need CORE member access to delete announcements',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** The dashboard's announcements (routes under /core-member): anyone signed in reads them, COREMEMBER or higher writes. */
export const announcementRoutes: FastifyPluginAsync<RouteDeps & { jobs: JobsHandle }> = async (app, { db, config, jobs }) => {
  serve(app, 'GET /core-member/get-all-announcement', async () => ({ message: 'Announcements fetched successfully', data: await listAnnouncements(db) }), {
    onRequest: app.authenticate,
  });

  serve(
    app,
    'POST /core-member/create-announcement',
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
        jobs.webhooks ?? null,
      );
      return { message: 'Announcement created successfully', data: announcement };
    },
    { onRequest: app.requireRole('COREMEMBER', ANNOUNCEMENT_ACCESS.create) },
  );

  serve(
    app,
    'DELETE /core-member/delete-announcement',
    async (request) => {
      const announcementId = request.body?.announcementId;
      if (typeof announcementId !== 'string' || !announcementId) throw new HttpError(400, 'announcementId is required');
      if (!isUuid(announcementId)) throw new HttpError(404, ANNOUNCEMENT_NOT_FOUND);
      await deleteAnnouncement(db, announcementId);
      return { message: 'Announcement deleted successfully' };
    },
    { onRequest: app.requireRole('COREMEMBER', ANNOUNCEMENT_ACCESS.delete) },
  );
};
