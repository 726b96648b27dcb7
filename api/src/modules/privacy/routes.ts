import type { FastifyPluginAsync } from 'fastify';
import { PRIVACY_MESSAGES } from '@chapter/contract';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { readPrivacy, updatePrivacy } from './settings';

/** GET and PUT /user/privacy: a member's privacy choices (docs/privacy.md); each signed-in user reads and changes only their own. */
export const privacyRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const signedIn = { onRequest: app.authenticate };

  serve(
    app,
    'GET /user/privacy',
    async (request) => ({ message: 'Privacy choices fetched successfully', data: await readPrivacy(db, request.user!.id, config.publicUrl) }),
    signedIn,
  );

  serve(
    app,
    'PUT /user/privacy',
    async (request) => ({ message: PRIVACY_MESSAGES.saved, data: await updatePrivacy(db, request.user!.id, request.body, config.publicUrl) }),
    signedIn,
  );
};
