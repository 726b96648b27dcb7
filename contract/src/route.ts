/**
 * How a route is declared: its method and path under /api/v1 as the key ('POST /user/get-leaderboard-data'), and a
 * Fastify schema (body, querystring, params, an answer per status) with the words /api/docs shows. The API registers
 * each route from its declaration (api/src/modules/serve.ts); the web client calls it by its key
 * (@chapter/shared's `call`), so both read the one declaration, and a renamed field fails the type check of both.
 */
import Type, { type Static, type TSchema } from 'typebox';
import { MessageResponse } from './schema';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKeyOf = `${Method} /${string}`;

export interface RouteSchema {
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Set on routes that need a signed-in member; the API checks the role itself. */
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  consumes?: readonly string[];
  produces?: readonly string[];
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  response: Record<number, TSchema>;
}

/** Signed in with a bearer token (any role; the API enforces the role a route needs). */
export const bearer = [{ bearer: [] as string[] }] as const;

/** A 304 to a conditional GET whose ETag is still current. */
export const NotModified = Type.Unsafe<null>({ type: 'null', description: 'Not modified: the ETag sent in If-None-Match is still current' });

/** What every route may answer besides its own: `{ message }` with the status. */
const failures = {
  400: MessageResponse,
  401: MessageResponse,
  403: MessageResponse,
  404: MessageResponse,
  429: MessageResponse,
};
type Failures = typeof failures;

type WithFailures<R> = R extends { response: infer A } ? Omit<R, 'response'> & { response: Failures & A } : never;

/** A table of routes; each gains the common failure answers. */
export function routeTable<const T extends Record<RouteKeyOf, RouteSchema>>(table: T): { [K in keyof T]: WithFailures<T[K]> } {
  const out: Record<string, RouteSchema> = {};
  for (const [key, route] of Object.entries(table)) out[key] = { ...route, response: { ...failures, ...route.response } };
  return out as unknown as { [K in keyof T]: WithFailures<T[K]> };
}

type Field<R, F extends string> = R extends { [P in F]: infer S extends TSchema } ? Static<S> : undefined;
type Success = 200 | 201 | 202 | 204;

/** The body, query and path parameters a route takes, and the answer it gives on success. */
export type BodyOfRoute<R> = Field<R, 'body'>;
export type QueryOfRoute<R> = Field<R, 'querystring'>;
export type ParamsOfRoute<R> = Field<R, 'params'>;
export type AnswerOfRoute<R> = R extends { response: infer A }
  ? { [S in keyof A]: S extends Success ? (A[S] extends TSchema ? Static<A[S]> : never) : never }[keyof A]
  : never;
