import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { LIMITS } from '@chapter/shared/constants';
import { bearerToken } from '../../plugins/auth';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { changeOwnPassword, EDIT_MESSAGES } from '../users/editProfile';
import { readToken, signToken } from './tokens';

const DAY_SECONDS = 24 * 60 * 60;

/** POST /user/change-password: a signed-in member's new password; it re-signs their token, so it lives with the tokens. */
export const changePasswordRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const signedIn = { onRequest: app.authenticate };
  serve(
    app,
    'POST /user/change-password',
    async (request) => {
      // The caller's own token keeps working (a contract client never reads the new one); other sessions end.
      const claims = await readToken(config.jwtSecret, bearerToken(request.headers.authorization)!);
      const keep = claims?.sessionId ? { sessionId: claims.sessionId, tokenVersion: claims.tokenVersion } : null;
      const tokenVersion = await changeOwnPassword(db, request.user!.id, request.body, keep);
      // Keep the session's length: a remember-me session gets another week, a normal one another day.
      const current = decodeJwt(bearerToken(request.headers.authorization)!);
      const rememberMe = (current.exp ?? 0) - (current.iat ?? 0) > LIMITS.sessionDays * DAY_SECONDS;
      const token = await signToken(config.jwtSecret, { userId: request.user!.id, tokenVersion, role: request.user!.role }, rememberMe);
      return { message: EDIT_MESSAGES.passwordUpdated, token };
    },
    { ...signedIn, config: { rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request) => `user-change-password:${request.ip}` } } },
  );
};
