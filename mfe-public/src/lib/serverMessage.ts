import type { ApiResult } from '@chapter/shared';

/** The server's own `message` when it sent one (SPEC.md §7: failures show it), else the screen's fallback text. */
export function serverMessage(result: ApiResult<unknown>, fallback: string): string {
  const body = result.data;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) return body.message;
  return fallback;
}
