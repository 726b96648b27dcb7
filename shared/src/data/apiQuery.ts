import type { ApiResult } from '../api';
import { MESSAGES } from '../constants';

/** A failed API call, as the data layer throws it: the HTTP status (0 for no answer) and the text to show. */
export class ApiQueryError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiQueryError';
  }
}

/** The server's own `message` when it sent one (docs/rules.md §10: failures show it), else the screen's fallback text. */
export function serverMessage(result: Pick<ApiResult<unknown>, 'data'> | ApiQueryError | unknown, fallback: string): string {
  const body = result instanceof ApiQueryError ? result.body : result && typeof result === 'object' && 'data' in result ? result.data : null;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
    return body.message;
  }
  return fallback;
}

/**
 * Turns an API call (which never throws: docs/rules.md §10) into what the query layer expects: the body on success, an
 * `ApiQueryError` otherwise, so loading, error and retry states come from TanStack Query.
 */
export async function unwrapApi<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (result.ok && result.data !== null) return result.data;
  throw new ApiQueryError(result.status, result.message || MESSAGES.internalServerError, result.data);
}
