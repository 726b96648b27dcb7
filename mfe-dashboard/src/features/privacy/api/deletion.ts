import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { AccountDeletionResponse } from '@chapter/shared/types';
import { DELETION_CANCELLED } from '../messages';

/** The cache key of the caller's account deletion state. */
export const DELETION_KEY = ['user', 'delete-my-account'] as const;

/** When the caller's account is due to be deleted, or why it cannot be. */
export function useAccountDeletion() {
  return useApiQuery(DELETION_KEY, () => call('GET /user/delete-my-account'), { select: (body) => body.data });
}

/** Asks for the deletion; the password confirms it. Answers the call's result (never throws), for the dialog to show. */
export const askDeletion = (password: string) => call('POST /user/delete-my-account', { body: { password } });

/** Puts a fresh deletion state into the cache (after asking for it). */
export function useStoreDeletion() {
  const client = useQueryClient();
  return (body: AccountDeletionResponse) => client.setQueryData<AccountDeletionResponse>(DELETION_KEY, body);
}

/** Cancels an asked-for deletion ("Keep my account"). */
export function useCancelDeletion() {
  const store = useStoreDeletion();
  return useApiMutation(() => call('DELETE /user/delete-my-account'), {
    onSuccess: store,
    meta: { toast: { success: DELETION_CANCELLED, failure: 'Could not cancel the deletion' } },
  });
}
