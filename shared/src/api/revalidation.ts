import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * Conditional repeats of reads sent as POST (the leaderboard pages take their page and search in a body, docs/rules.md §10).
 * A browser revalidates a GET with its own cache, but never a POST: this keeps the last answer that came with an
 * ETag, per request and caller, sends If-None-Match on the same request, and turns a 304 into that answer.
 * A GET's answer is kept only when it reached the page another way (keepAnswer): the browser's cache has never seen it.
 */
interface Kept {
  etag: string;
  data: unknown;
}

const CAPACITY = 50;
const kept = new Map<string, Kept>();
/** The token whose answers are kept: nothing kept for one caller is ever another's. */
let caller: string | null = null;

/** What makes two requests the same one: method, address, query, body and caller. */
export interface RequestParts {
  method: string;
  baseURL: string;
  url: string;
  params?: unknown;
  data: unknown;
  authorization: string;
}

/** A body's keys in one order, so `{ page, limit }` and `{ limit, page }` are the same request. */
const inKeyOrder = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** A body as one text, whether a value or JSON text the caller wrote. */
function bodyText(data: unknown): string {
  if (typeof data !== 'string') return JSON.stringify(data ?? null, inKeyOrder);
  try {
    return JSON.stringify(JSON.parse(data), inKeyOrder);
  } catch {
    return data;
  }
}

/** A query as one text; no query and an empty one are the same. */
const queryText = (params: unknown) => (params && typeof params === 'object' && Object.keys(params).length > 0 ? bodyText(params) : '');

/** The key of a request. */
function keyOf({ method, baseURL, url, params, data, authorization }: RequestParts): string {
  return JSON.stringify([method.toLowerCase(), baseURL, url, queryText(params), bodyText(data), authorization]);
}

const isGet = (method: string) => method.toLowerCase() === 'get';

const partsOf = (config: InternalAxiosRequestConfig): RequestParts => ({
  method: config.method ?? 'get',
  baseURL: config.baseURL ?? '',
  url: config.url ?? '',
  params: config.params,
  data: config.data,
  authorization: String(config.headers.get('Authorization') ?? ''),
});

function keep(key: string, entry: Kept): void {
  kept.delete(key); // most recently used last
  kept.set(key, entry);
  if (kept.size > CAPACITY) kept.delete(kept.keys().next().value!);
}

/** Forgets everything kept when the caller changes (a signed-out browser keeps nobody's boards). */
export function keepFor(token: string | null): void {
  if (token !== caller) kept.clear();
  caller = token;
}

/**
 * Each request's key, made once as it leaves (its body is then still the caller's value) and read with its answer;
 * a GET has one only while an answer to it is kept, the rest of the time its answers are the browser cache's.
 */
const keys = new WeakMap<InternalAxiosRequestConfig, string>();

/**
 * Adds If-None-Match when an answer to this very request is kept. On a GET the browser then hands the page a 304 as it
 * came, not an answer from its own cache (a request with a condition of the page's own skips that cache).
 */
export function conditional(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const parts = partsOf(config);
  const key = keyOf(parts);
  const entry = kept.get(key);
  if (entry || !isGet(parts.method)) keys.set(config, key);
  if (entry && !config.headers.has('If-None-Match')) config.headers.set('If-None-Match', entry.etag);
  return config;
}

/**
 * Keeps a 200 that carries an ETag; answers a 304 with the kept body as a 200 (as a browser does for a GET). Reads the
 * key `conditional` made for the request: the client runs both.
 */
export function revalidated(response: AxiosResponse): AxiosResponse {
  const key = keys.get(response.config);
  if (key === undefined) return response;
  const etag = response.headers?.etag as string | undefined;
  if (response.status === 304) {
    const entry = kept.get(key);
    if (!entry) return response;
    keep(key, entry);
    return { ...response, status: 200, data: entry.data };
  }
  // A new answer to a GET is the browser cache's from now on.
  if (response.status === 200 && typeof etag === 'string' && !isGet(response.config.method ?? 'get')) keep(key, { etag, data: response.data });
  else kept.delete(key);
  return response;
}

/**
 * Keeps an answer that reached the page another way, with its ETag, as the answer to `request` by the caller holding
 * `token`: a member's page the server drew carries its first reads' answers (docs/architecture.md, "Members' pages
 * drawn by the server"), so the page's own read of one asks with If-None-Match and gets a 304 if nothing changed.
 */
export function keepAnswer(token: string, request: RequestParts, etag: string, data: unknown): void {
  keepFor(token);
  keep(keyOf(request), { etag, data });
}

/** Forgets every kept answer (tests). */
export function forgetRevalidated(): void {
  kept.clear();
}
