import type { AxiosAdapter } from 'axios';
import { apiClient } from '../api';

export type FakeAnswer = { status: number; body?: unknown } | 'network-error';
export type FakeCall = { key: string; url?: string; data: unknown; authorization?: string };
export type FakeRoutes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null; // FormData and friends are passed through as they are
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Reads the kit's own components make in the background on many pages (the platform banner): answered "all well"
 * unless a test names them, and then left out of `calls`, so a page's tests count only the page's own calls.
 */
const KIT_READS: Record<string, FakeAnswer> = {
  'GET /user/platform-health': { status: 200, body: { message: 'Platform health fetched', data: [] } },
};

/**
 * Answers the shared API client's calls from a table keyed by "METHOD /path" (e.g. "POST /auth/login");
 * an answer may be a function of the call. Unknown calls get 404. Every call is recorded in `calls`.
 */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const query = config.params ? new URLSearchParams(config.params as Record<string, string>).toString() : '';
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}${query ? `?${query}` : ''}`;
    const kitRead = routes[key] === undefined ? KIT_READS[key] : undefined;
    if (kitRead && kitRead !== 'network-error') return { status: kitRead.status, statusText: '', data: kitRead.body ?? {}, headers: {}, config };
    const call: FakeCall = { key, url: config.url, data: parseBody(config.data), authorization: config.headers?.Authorization as string | undefined };
    calls.push(call);
    const route = routes[key];
    const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { message: 'Not found' } });
    if (answer === 'network-error') throw new Error('Network Error');
    return { status: answer.status, statusText: '', data: answer.body ?? {}, headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return { calls };
}

/** Answers every API call with one response and records the requests. */
export function answerApi(status: number, body: unknown) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push({ key: `${(config.method ?? 'get').toUpperCase()} ${config.url}`, url: config.url, data: parseBody(config.data) });
    return { status, statusText: '', data: body, headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}
