import type { FastifyPluginAsync } from 'fastify';
import { API_BASE } from '@chapter/shared/constants';
import type { RouteDeps } from '../deps';
import { errorResponses, messageResponse } from '../schemas';
import { nstr, obj, withData } from '../responses';
import { calendarFeed } from './feed';
import { currentFeedSecret, isLiveFeedSecret, renewFeedSecret, revokeFeedSecret } from './feedSecrets';

export const FEED_NOT_FOUND = 'Calendar feed not found';

const urlResponse = withData(obj({ url: nstr }));

/** The member's own calendar-feed address: show, create (or renew, which revokes the old one) and revoke it. */
export const calendarFeedUserRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const feedUrl = (secret: string | null) => (secret ? `${config.publicUrl}${API_BASE}/public/calendar/${secret}.ics` : null);
  const doc = (summary: string, ok: object) => ({ tags: ['calendar'], summary, security: [{ bearer: [] }], response: { 200: ok, ...errorResponses } });

  app.get(
    '/get-calendar-feed',
    { onRequest: app.authenticate, schema: doc("The caller's private calendar-feed address, or null", urlResponse) },
    async (request) => ({
      message: 'Calendar feed fetched',
      data: { url: feedUrl(await currentFeedSecret(db, config.jwtSecret, request.user!.id)) },
    }),
  );

  app.post(
    '/create-calendar-feed',
    { onRequest: app.authenticate, schema: doc('A new private calendar-feed address; any previous address stops working', urlResponse) },
    async (request) => ({ message: 'Calendar feed created', data: { url: feedUrl(await renewFeedSecret(db, config.jwtSecret, request.user!.id)) } }),
  );

  app.delete(
    '/revoke-calendar-feed',
    { onRequest: app.authenticate, schema: doc("Stop the caller's calendar-feed address from working", messageResponse) },
    async (request) => {
      await revokeFeedSecret(db, request.user!.id);
      return { message: 'Calendar feed revoked' };
    },
  );
};

/** The feed itself: no bearer token, the secret in the address is the credential (calendar apps cannot sign in). */
export const calendarFeedPublicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  app.get<{ Params: { file: string } }>(
    '/calendar/:file',
    {
      schema: {
        tags: ['calendar'],
        summary: "The chapter calendar (contests, meetings, festivals) as iCalendar, at a member's private address",
        params: { type: 'object', properties: { file: { type: 'string', maxLength: 100 } } },
        response: { 200: { description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } }, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      if (!match || !(await isLiveFeedSecret(db, match[1]!))) return reply.code(404).send({ message: FEED_NOT_FOUND });
      const body = await calendarFeed(db, { timeZone: config.timeZone, chapterName: config.chapterName, publicUrl: config.publicUrl });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
