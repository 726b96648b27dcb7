import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasRole, type Role } from '@chapter/shared/roles';
import { MESSAGES } from '@chapter/shared/constants';
import { HttpError } from '../errors';

/** Who a request is from, as the session source tells. */
export interface SessionUser {
  id: string;
  role: Role;
  name: string;
  email: string;
}

/** Where sessions come from: the auth module gives one (modules/auth/sessions.ts); the plugin knows no tokens' insides. */
export interface SessionSource {
  /** The current, unblocked user a bearer token stands for, as of the request; null otherwise. */
  sessionOf(token: string, request: FastifyRequest): Promise<SessionUser | null>;
  close?(): Promise<void>;
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1]! : null;
}

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
  sessions: SessionSource;
}

const forbiddenMessage = (role: Role) => (role === 'ADMIN' ? MESSAGES.adminsOnly : `Unauthorized access! Only ${role} or higher allowed.`);

export const authPlugin = fp<AuthOptions>(
  async (app, { sessions }) => {
    app.decorateRequest('user', null);
    if (sessions.close) app.addHook('onClose', sessions.close);

    const sessionOf = async (request: FastifyRequest): Promise<SessionUser | null> => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return null;
      return sessions.sessionOf(token, request);
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
