import { notify, type ApiResult } from '@chapter/shared';

/** Waits for a write call and toasts the server's words: its message on success (or `done`), its error otherwise. */
export async function withToast<T>(request: Promise<ApiResult<T>>, done?: string): Promise<ApiResult<T>> {
  const result = await request;
  if (result.ok) {
    const message = result.message || done;
    if (message) notify.success(message);
  } else {
    notify.error(result.message);
  }
  return result;
}
