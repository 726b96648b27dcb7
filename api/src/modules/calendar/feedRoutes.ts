import type { FastifyPluginAsync } from 'fastify';
import { API_BASE } from '@chapter/shared/constants';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { calendarFeed } from './feed';
import { currentFeedSecret, isLiveFeedSecret, renewFeedSecret, revokeFeedSecret } from './feedSecrets';

export const FEED_NOT_FOUND = 'Calendar feed not found';

/** The member's own calendar-feed address: show, create (or renew, which revokes the old one) and revoke it. */
export const calendarFeedUserRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const feedUrl = (secret: string | null) => (secret ? `${config.publicUrl}${API_BASE}/public/calendar/${secret}.ics` : null);
  const signedIn = { onRequest: app.authenticate };

  serve(
    app,
    'GET /user/get-calendar-feed',
    async (request) => ({
      message: 'Calendar feed fetched',
      data: { url: feedUrl(await currentFeedSecret(db, config.jwtSecret, request.user!.id)) },
    }),
    signedIn,
  );

  serve(
    app,
    'POST /user/create-calendar-feed',
    async (request) => ({ message: 'Calendar feed created', data: { url: feedUrl(await renewFeedSecret(db, config.jwtSecret, request.user!.id)) } }),
    signedIn,
  );

  serve(
    app,
    'DELETE /user/revoke-calendar-feed',
    async (request) => {
      await revokeFeedSecret(db, request.user!.id);
      return { message: 'Calendar feed revoked' };
    },
    signedIn,
  );
};

/** The feed itself: no bearer token, the secret in the address is the credential (calendar apps cannot sign in). */
export const calendarFeedPublicRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  serve(app, 'GET /public/calendar/:file', async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file ?? '');
    if (!match || !(await isLiveFeedSecret(db, match[1]!))) return reply.code(404).send({ message: FEED_NOT_FOUND });
    const body = await calendarFeed(db, { timeZone: config.timeZone, chapterName: config.chapterName, publicUrl: config.publicUrl });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
};
