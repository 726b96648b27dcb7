import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/**
 * Conditional repeats of reads sent as POST (the leaderboard pages take their page and search in a body, docs/rules.md §10).
 * A browser revalidates a GET with its own cache, but never a POST: this keeps the last answer that came with an
 * ETag, per request and caller, sends If-None-Match on the same request, and turns a 304 into that answer.
 */
interface Kept {
  etag: string;
  data: unknown;
}

const CAPACITY = 50;
const kept = new Map<string, Kept>();

/** Same method, address, body and caller; GETs are left to the browser's cache. */
function keyOf(config: InternalAxiosRequestConfig): string | null {
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get') return null;
  const body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null);
  return JSON.stringify([method, config.baseURL ?? '', config.url ?? '', body, String(config.headers.get('Authorization') ?? '')]);
}

/** Adds If-None-Match when an answer to this very request is kept. Runs after the body is serialized. */
export function conditional(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const key = keyOf(config);
  const entry = key === null ? undefined : kept.get(key);
  if (entry && !config.headers.has('If-None-Match')) config.headers.set('If-None-Match', entry.etag);
  return config;
}

/** Keeps a 200 that carries an ETag; answers a 304 with the kept body as a 200 (as a browser does for a GET). */
export function revalidated(response: AxiosResponse): AxiosResponse {
  const key = keyOf(response.config);
  if (key === null) return response;
  const etag = response.headers?.etag as string | undefined;
  if (response.status === 304) {
    const entry = kept.get(key);
    if (!entry) return response;
    kept.delete(key); // most recently used last
    kept.set(key, entry);
    return { ...response, status: 200, data: entry.data };
  }
  if (response.status === 200 && typeof etag === 'string') {
    kept.delete(key);
    kept.set(key, { etag, data: response.data });
    if (kept.size > CAPACITY) kept.delete(kept.keys().next().value!);
  } else {
    kept.delete(key);
  }
  return response;
}

/** Forgets every kept answer (tests; a signed-out browser keeps nobody's boards). */
export function forgetRevalidated(): void {
  kept.clear();
}
