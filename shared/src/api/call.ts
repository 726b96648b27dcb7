/**
 * Typed calls of the /api/v1 routes by their contract key (docs/architecture.md, "The contract"):
 * `call('POST /admin/promote-user', { body: { userId } })` answers an `ApiResult` of that route's declared answer.
 * Only the contract's types are imported, so it adds nothing to a page's JavaScript.
 */
import type { AnswerOf, BodyOf, ParamsOf, QueryOf, RouteKey } from '@chapter/contract';
import { MESSAGES } from '../constants';
import { isOffline } from '../offline/online';
import { apiClient, apiRequest, bearer, type ApiRequestConfig, type ApiResult } from './client';
import { keepAnswer } from './revalidation';

type Part<Name extends string, T> = [T] extends [undefined] ? { [P in Name]?: never } : undefined extends T ? { [P in Name]?: T } : { [P in Name]: T };

/** What a route takes: `body`, `query` and `params` as the contract declares them. */
export type CallInput<K extends RouteKey> = Part<'body', BodyOf<K>> & Part<'query', QueryOf<K>> & Part<'params', ParamsOf<K>>;

/** Request options besides the route's own input (a response type for downloads, a signal, headers...). */
export type CallOptions = Omit<ApiRequestConfig, 'url' | 'method' | 'data' | 'params'> & { body?: unknown };

type Needed<K extends RouteKey> = Record<never, never> extends CallInput<K> ? [input?: CallInput<K> & CallOptions] : [input: CallInput<K> & CallOptions];

/** A route's path with its `:name` parts filled in from `params`. */
function pathOf(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The answer to a change asked offline; the body carries the text too, as a server's failure would (serverMessage). */
function refusedOffline<T>(): ApiResult<T> {
  const message = MESSAGES.offlineWrite;
  return { ok: false, status: 0, data: { message } as T, message };
}

/**
 * Calls route `key`; like every call, it never throws (see ApiResult). A change (any method but GET and HEAD) asked while
 * the browser is offline is refused at once with MESSAGES.offlineWrite and not sent, never queued (docs/offline.md).
 */
export function call<K extends RouteKey>(key: K, ...[input]: Needed<K>): Promise<ApiResult<AnswerOf<K>>> {
  const [method, template] = key.split(' ') as [string, string];
  if (method !== 'GET' && method !== 'HEAD' && isOffline()) return Promise.resolve(refusedOffline<AnswerOf<K>>());
  const { body, query, params, ...options } = (input ?? {}) as { body?: unknown; query?: object; params?: Record<string, string> } & CallOptions;
  return apiRequest<AnswerOf<K>>({ ...options, method, url: pathOf(template, params), data: body, params: query });
}

/**
 * Keeps `answer`, given with the page with its ETag, as route `key`'s answer to `body` (and `query`) for the holder of
 * `token`: the page's own call of it then asks with If-None-Match (revalidation.ts), a GET's as a POST's.
 */
export function keepGivenAnswer(key: RouteKey, body: unknown, token: string, etag: string, answer: unknown, query?: object): void {
  const [method, template] = key.split(' ') as [string, string];
  const request = { method, baseURL: apiClient.defaults.baseURL ?? '', url: pathOf(template), params: query, data: body, authorization: bearer(token) };
  keepAnswer(token, request, etag, answer);
}
