import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { hasRole, type Role } from '@chapter/shared/roles';
import type { Database } from '../db/schema';
import { MESSAGES } from '@chapter/shared/constants';
import { HttpError } from '../errors';
import { userForToken } from '../modules/auth/service';
import type { SessionUser } from '../modules/users/service';
import { bearerToken } from '../modules/users/tokens';
import { sessionCache } from './sessionCache';
import type { InvalidationBus } from '../cache/bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session behind the request's bearer token, or null; the role is as of the request (from the database, or a cache keyed by the sessions' epoch read for it). */
    sessionOf(request: FastifyRequest): Promise<SessionUser | null>;
    /** onRequest hook (before the body is read or validated): 401 unless the bearer token stands for a current, unblocked user. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook (before the body is read or validated): 401 as `authenticate`, then 403 unless the user's role is at least `role`. */
    requireRole(role: Role, message?: string): onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface AuthOptions {
  db: Kysely<Database>;
  jwtSecret: string;
  /**
   * The sessions' epoch as read after the request arrived (leaderboard_state.auth_epoch): given, sessions are kept in
   * memory under it (plugins/sessionCache.ts) instead of reading the user's row per request.
   */
  authEpoch?: (request: FastifyRequest) => Promise<string>;
  /** Told when another process saw a newer epoch, so the old rows are freed at once. */
  bus?: InvalidationBus;
}

const forbiddenMessage = (role: Role) => (role === 'ADMIN' ? MESSAGES.adminsOnly : `Unauthorized access! Only ${role} or higher allowed.`);

export const authPlugin = fp<AuthOptions>(
  async (app, { db, jwtSecret, authEpoch, bus }) => {
    app.decorateRequest('user', null);
    const cache = authEpoch ? sessionCache(db, jwtSecret) : null;
    if (cache && bus) {
      const stop = bus.subscribe((message) => message.topic === 'auth' && cache.keepEpoch(message.version));
      app.addHook('onClose', async () => stop());
    }

    const sessionOf = async (request: FastifyRequest): Promise<SessionUser | null> => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return null;
      return cache && authEpoch ? cache.sessionOf(token, authEpoch(request)) : userForToken(db, jwtSecret, token);
    };

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      request.user = await sessionOf(request);
      if (!request.user) throw new HttpError(401, MESSAGES.sessionExpired);
    };

    app.decorate('sessionOf', sessionOf);
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (role: Role, message = forbiddenMessage(role)) => async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!hasRole(request.user?.role, role)) throw new HttpError(403, message);
    });
  },
  { name: 'auth' },
);
