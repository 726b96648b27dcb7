import type { FastifyPluginAsync } from 'fastify';
import { PRIVACY_MESSAGES } from '@chapter/contract';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { askDeletion, cancelDeletion, deletionStatus } from './deletion';
import { buildExport } from './export';
import { deletionAskedMail } from './mail';

/** The export of a member's data and the self-service deletion (docs/privacy.md). */
export const myDataRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const signedIn = { onRequest: app.authenticate };
  const me = (request: { user?: { id: string; name: string } | null }) => ({ id: request.user!.id, name: request.user!.name });

  serve(
    app,
    'GET /user/export-my-data',
    async (request, reply) => {
      const { zip, fileName } = await buildExport(db, request.user!.id, { name: config.chapterName, timeZone: config.timeZone }, new Date());
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) as unknown as Uint8Array);
    },
    {
      ...signedIn,
      // Five exports an hour per member: each reads every table about them. After sign-in, so the key is the member.
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `export-my-data:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () => ({ statusCode: 429, message: PRIVACY_MESSAGES.exportBusy }),
        },
      },
    },
  );

  serve(
    app,
    'GET /user/delete-my-account',
    async (request) => ({ message: 'Account deletion fetched', data: await deletionStatus(db, request.user!.id) }),
    signedIn,
  );

  serve(
    app,
    'POST /user/delete-my-account',
    async (request) => {
      const data = await askDeletion(db, me(request), request.body.password, new Date());
      // The confirmation mail is a courtesy: the deletion stands even when it cannot be sent.
      await app.mailer
        .send(deletionAskedMail(request.user!.email, config.chapterName, data.dueAt!))
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not mail the deletion confirmation'));
      return { message: PRIVACY_MESSAGES.deletionAsked, data };
    },
    // Wrong passwords are slowed as on change-password: ten tries in ten minutes per address.
    { ...signedIn, config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request) => `user-delete-my-account:${request.ip}` } } },
  );

  serve(
    app,
    'DELETE /user/delete-my-account',
    async (request) => ({ message: PRIVACY_MESSAGES.deletionCancelled, data: await cancelDeletion(db, me(request)) }),
    signedIn,
  );
};
