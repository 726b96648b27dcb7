import axios, { AxiosHeaders, type AxiosRequestConfig } from 'axios';
import { API_BASE, MESSAGES } from '../constants';
import { getSession, reportSessionExpired } from '../session/bus';
import { noteAnswer } from '../unavailable/state';
import { conditional, keepFor, revalidated } from './revalidation';

/** Every call's outcome; calls never throw (docs/rules.md §10: results are returned even on error). */
export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  /** The response body (null when there was none, e.g. a network failure). */
  data: T | null;
  /** The server's `message`, or a fallback text. */
  message: string;
}

export interface ApiRequestConfig extends AxiosRequestConfig {
  /** Set false when a 401 does not mean the session ended (e.g. checking a token at start-up). */
  expireSessionOn401?: boolean;
}

/** The one HTTP client of the app; its base URL is the API's /api/v1 on the page's own host. */
export const apiClient = axios.create({
  baseURL: API_BASE,
  // Every HTTP status is an answer; only a failed connection rejects.
  validateStatus: () => true,
});

/** Points the client at another API host (dev hosts, tests). */
export function setApiBaseUrl(baseURL: string): void {
  apiClient.defaults.baseURL = baseURL;
}

/** The Authorization header's value for a session token. */
export const bearer = (token: string) => `Bearer ${token}`;

apiClient.interceptors.request.use((config) => {
  const { token, status } = getSession();
  // Another caller: nothing kept for the last one is theirs. Not yet known (a page starting): nothing to tell yet, and
  // what a drawn page kept for its member (revalidation.ts) waits for the session it was drawn for.
  if (status !== 'unknown') keepFor(token);
  const headers = AxiosHeaders.from(config.headers);
  if (token && !headers.has('Authorization')) headers.set('Authorization', bearer(token));
  config.headers = headers;
  return conditional(config);
});
apiClient.interceptors.response.use(revalidated);

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return fallback;
}

export async function apiRequest<T = unknown>(config: ApiRequestConfig): Promise<ApiResult<T>> {
  const { expireSessionOn401 = true, ...request } = config;
  try {
    const response = await apiClient.request<T>(request);
    const ok = response.status >= 200 && response.status < 300;
    const carriedToken = AxiosHeaders.from(response.config.headers).has('Authorization');
    if (response.status === 401 && carriedToken && expireSessionOn401) reportSessionExpired();
    const data = (response.data === '' ? null : response.data) as T | null;
    // A success ends an outage and a 503 for everything starts one: the calm notice, not an error per call (docs/offline.md).
    noteAnswer(response.status, AxiosHeaders.from(response.headers as AxiosHeaders).get('retry-after'), data);
    return { ok, status: response.status, data, message: messageOf(data, ok ? '' : MESSAGES.internalServerError) };
  } catch {
    return { ok: false, status: 0, data: null, message: MESSAGES.internalServerError };
  }
}

type Options = Omit<ApiRequestConfig, 'url' | 'method' | 'data'>;

export const api = {
  get: <T = unknown>(url: string, options?: Options) => apiRequest<T>({ ...options, url, method: 'GET' }),
  post: <T = unknown>(url: string, data?: unknown, options?: Options) => apiRequest<T>({ ...options, url, method: 'POST', data }),
  put: <T = unknown>(url: string, data?: unknown, options?: Options) => apiRequest<T>({ ...options, url, method: 'PUT', data }),
  delete: <T = unknown>(url: string, data?: unknown, options?: Options) => apiRequest<T>({ ...options, url, method: 'DELETE', data }),
};
