import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { bodyRecord } from '../lists';
import { serve } from '../serve';
import { describeToken, MAIL_SWITCH_MESSAGES, unsubscribeWithToken, updateMailSwitches } from './service';
import { mailSwitches } from '../../mail';

/** A small form body (RFC 8058 one-click: `List-Unsubscribe=One-Click`); the token itself is in the address. */
const FORM_LIMIT = 4 * 1024;

/**
 * Each kind of mail a member can turn off (docs/notifications.md): their switches in the profile (signed in), and the
 * unsubscribe link every such mail carries, which needs no sign-in: its signed token names the member and the kind.
 */
export const mailSwitchRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  // Mail clients POST the one-click form; some send it as multipart. Only the address's token matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, _body, done) => done(null, {}));
  const secret = config.jwtSecret;

  serve(app, 'GET /mail/unsubscribe', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    return { message: MAIL_SWITCH_MESSAGES.tokenInfo, data: await describeToken(db, secret, request.query.token) };
  });

  serve(app, 'POST /mail/unsubscribe', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const bodyToken = bodyRecord(request.body).token;
    const kind = await unsubscribeWithToken(db, secret, request.query.token ?? bodyToken);
    request.log.info({ kind }, 'mail kind turned off by its unsubscribe link');
    return { message: MAIL_SWITCH_MESSAGES.unsubscribed, kind };
  });

  serve(app, 'GET /user/mail-switches', async (request) => ({ message: MAIL_SWITCH_MESSAGES.read, data: await mailSwitches(db, request.user!.id) }), {
    onRequest: app.authenticate,
  });

  serve(
    app,
    'PUT /user/mail-switches',
    async (request) => ({ message: MAIL_SWITCH_MESSAGES.saved, data: await updateMailSwitches(db, request.user!.id, request.body ?? {}) }),
    { onRequest: app.authenticate },
  );
};
