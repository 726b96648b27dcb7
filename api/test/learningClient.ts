import type { FastifyInstance } from 'fastify';
import type { Role } from '@chapter/shared/roles';
import { addUser, bearer, loginAs, type TestApp } from './app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TestReply<T = Record<string, unknown>> {
  status: number;
  body: T & { message: string };
}

/** Calls /api/v1/core-member/{route} as the holder of `token` (no token: anonymous). */
export async function callRoute<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: Method,
  route: string,
  token: string | null,
  payload?: unknown,
): Promise<TestReply<T>> {
  const response = await app.inject({
    method,
    url: `/api/v1/core-member/${route}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A signed-in user of the given role, with a `call` bound to their token. */
export async function signedIn(t: TestApp, role: Role) {
  const user = await addUser(t.database, role);
  const token = await loginAs(t.app, user.email, user.password);
  return {
    user,
    token,
    call: <T = Record<string, unknown>>(method: Method, route: string, payload?: unknown) => callRoute<T>(t.app, method, route, token, payload),
  };
}
