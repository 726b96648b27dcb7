import type { FastifyInstance, FastifyRequest } from 'fastify';
import { areaAt, pathAt, type AreaPath } from '@chapter/shared/areas';
import { API_BASE, SESSION_COOKIE } from '@chapter/shared/constants';
import { CLOCK_COOKIE, clockOfCookie, type ReaderClock } from '@chapter/shared/readerClock';
import { cookieValue } from '../cookies';

// The session cookie (shell/src/features/session/sessionStore.ts) is read only to draw a page: the API itself takes the
// token from the Authorization header alone, so no other site can act with it.

/** A JWT's three base64url parts; anything else in the cookie is ignored. */
const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The session token the request's cookie carries, or null. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const found = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return found && found.length <= 4096 && TOKEN.test(found) ? found : null;
}

/**
 * The time zone and locale the request's browser keeps in its clock cookie (its start script writes it), when the
 * server can draw in them exactly (docs/architecture.md, "The reader's clock"); null otherwise.
 */
export const clockCookieOf = (request: FastifyRequest): ReaderClock | null => clockOfCookie(cookieValue(request.headers.cookie, CLOCK_COOKIE));

/** A member's page the server can draw: a declared path of a signed-in or admin guard with first reads, asked as is. */
export interface MemberPath {
  remoteName: string;
  entry: AreaPath & { reads: NonNullable<AreaPath['reads']> };
}

/** The member's page at `pathname`, or null (a public page, a path with parameters, a page without first reads). */
export function memberPathAt(pathname: string): MemberPath | null {
  const entry = pathAt(pathname);
  const area = areaAt(pathname);
  if (!entry || !area || entry.path !== pathname || !entry.reads?.length) return null;
  if (entry.guard !== 'signed-in' && entry.guard !== 'admin') return null;
  return { remoteName: area.name, entry: entry as MemberPath['entry'] };
}

/** What the server draws a member's page with: who the token names, and the answers of the page's first reads. */
export interface MemberAnswers {
  userId: string;
  /** The role the server's check of the token answered (a promotion since sign-in shows on the page). */
  role: string | null;
  reads: Record<string, unknown>;
  /** The ETags some of those answers came with, by the same route keys: the page keeps them (a read again gets a 304). */
  etags: Record<string, string>;
}

/**
 * Asks the page's first reads as the holder of `token`, through the API itself (every rule and limit applies, counted
 * for the request's own address): null when the token is refused, the guard's role is not theirs, or a read is not
 * answered 200 (the page is then served as for anyone, and the app asks again and shows what the server says).
 */
export async function memberAnswers(app: FastifyInstance, request: FastifyRequest, token: string, path: MemberPath): Promise<MemberAnswers | null> {
  const ask = async (method: string, url: string, body?: unknown): Promise<{ body: unknown; etag?: string } | undefined> => {
    const answer = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${API_BASE}${url}`,
      remoteAddress: request.ip,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (answer.statusCode !== 200) return undefined;
    const etag = answer.headers.etag;
    try {
      return { body: answer.json(), ...(typeof etag === 'string' ? { etag } : {}) };
    } catch {
      return undefined;
    }
  };
  const session = (await ask('GET', '/auth/verify-auth-token'))?.body as { userId?: unknown; role?: unknown } | undefined;
  if (typeof session?.userId !== 'string') return null;
  if (path.entry.guard === 'admin' && session.role !== 'ADMIN') return null;
  const answers = await Promise.all(
    path.entry.reads.map((read) => {
      const [method = 'GET', route = ''] = read.route.split(' ');
      const query = read.query ? `?${new URLSearchParams(read.query as Record<string, string>).toString()}` : '';
      return ask(method, `${route}${query}`, method === 'GET' ? undefined : (read.body ?? {}));
    }),
  );
  if (answers.some((answer) => answer === undefined)) return null;
  const role = typeof session.role === 'string' ? session.role : null;
  const routes = path.entry.reads.map((read) => read.route);
  const reads = Object.fromEntries(routes.map((route, index) => [route, answers[index]!.body]));
  const etags: Record<string, string> = {};
  routes.forEach((route, index) => {
    const etag = answers[index]!.etag;
    if (etag) etags[route] = etag;
  });
  return { userId: session.userId, role, reads, etags };
}
