import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notify } from '../notify';
import { outageOf } from '../unavailable/state';
import { ApiQueryError, serverMessage } from './apiQuery';

/** What a read asks of the page's cache besides its data. */
export type ApiQueryMeta = {
  /**
   * Toasted when a load fails (once, after the retries), e.g. 'Error fetching leaderboard data'; never for an outage's
   * 503, which the calm notice says (docs/offline.md, "The API unavailable").
   */
  errorToast?: string;
};

/** What a change asks of the page's cache once it is answered. */
export type ApiMutationMeta = {
  /** The reads it makes stale: shown ones load again at once, the rest when they are next shown. */
  invalidates?: readonly QueryKey[];
  /**
   * Toasts the server's own `message`: on success (else `success`, if given; nothing when neither) and on failure
   * (else `failure`, else the error's text).
   */
  toast?: true | { success?: string; failure?: string };
};

const record = (meta: unknown): Record<string, unknown> => (meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {});

export function onLoadFailed(meta: unknown, error?: unknown): void {
  // An outage's 503 is the calm notice's to say, not a toast per read (docs/offline.md, "The API unavailable").
  if (error instanceof ApiQueryError && outageOf(error.status, error.body)) return;
  const { errorToast } = record(meta) as ApiQueryMeta;
  if (typeof errorToast === 'string' && errorToast) notify.error(errorToast);
}

export function onChangeSucceeded(client: QueryClient, meta: unknown, body: unknown): void {
  const { invalidates, toast } = record(meta) as ApiMutationMeta;
  if (toast) {
    const text = serverMessage({ data: body }, toast === true ? '' : (toast.success ?? ''));
    if (text) notify.success(text);
  }
  // Not awaited: the change is done; the lists catch up in the background, as a reload would.
  for (const queryKey of invalidates ?? []) void client.invalidateQueries({ queryKey });
}

export function onChangeFailed(meta: unknown, error: unknown): void {
  const { toast } = record(meta) as ApiMutationMeta;
  if (!toast) return;
  const fallback = (toast !== true && toast.failure) || (error instanceof Error ? error.message : '');
  notify.error(serverMessage(error instanceof ApiQueryError ? error : null, fallback));
}
