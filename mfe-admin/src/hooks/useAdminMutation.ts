import { notify, serverMessage, useApiMutation, useQueryClient, type ApiResult, type QueryKey } from '@chapter/shared';
import { failureText } from '../lib/failureText';
import { AUDIT_KEY } from '../lib/queryKeys';

export type AdminMutationTexts<T = unknown> = {
  /** The server answered with a failure and no message of its own. */
  failed: string;
  /** No answer arrived. */
  error: string;
  /** Shown instead of the server's message on success. */
  success?: string | ((body: T) => string);
};

/** One admin action: the server's message as a success toast, the action's own failure texts (docs/rules.md §11), then the lists it
 * changed (and the audit log) are asked again. */
export function useAdminMutation<T, V>(
  send: (variables: V) => Promise<ApiResult<T>>,
  texts: AdminMutationTexts<T>,
  refresh: QueryKey[],
  afterSuccess?: (body: T) => void,
) {
  const client = useQueryClient();
  return useApiMutation<T, V>(send, {
    onSuccess: (body) => {
      const success = typeof texts.success === 'function' ? texts.success(body) : texts.success;
      notify.success(success ?? serverMessage({ data: body }, 'Done'));
      afterSuccess?.(body);
    },
    onError: (error) => {
      notify.error(failureText(error, texts));
    },
    onSettled: async () => {
      await Promise.all([...refresh, AUDIT_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
