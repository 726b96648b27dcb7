/**
 * Registers a route from its declaration in @chapter/contract (docs/architecture.md, "The contract"): the path, the
 * schemas Fastify validates the request with and serializes each answer by, and the words /api/docs shows, all come
 * from the one declaration. The handler is typed from those schemas by the TypeBox type provider: its request's body,
 * query and params, and what it may answer.
 */
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes, type RouteKey, type Routes } from '@chapter/contract';
import { API_BASE } from '@chapter/shared/constants';

/** A handler of route K: its request and answer typed from the contract. */
export type HandlerOf<K extends RouteKey> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Routes[K] & FastifySchema,
  TypeBoxTypeProvider
>;

/** What a module adds to a route besides the contract: hooks (an error hook too), per-route config (rate limits, board reads), body size. */
export type ServeOptions = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preValidation' | 'preHandler' | 'onError' | 'bodyLimit'>;

/** Registers route `key` on `app` (the modules are registered under /api/v1 with no prefix of their own: api/src/routeModules.ts). */
export function serve<K extends RouteKey>(app: FastifyInstance, key: K, handler: HandlerOf<K>, options: ServeOptions = {}): void {
  const [method, path] = key.split(' ') as [string, string];
  const full = `${API_BASE}${path}`;
  if (!full.startsWith(app.prefix)) throw new Error(`${key} cannot be served under ${app.prefix}`);
  app.route({
    ...options,
    method,
    url: full.slice(app.prefix.length),
    schema: routes[key] as unknown as FastifySchema,
    handler: handler as RouteHandlerMethod,
  });
}
