import { call, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import { failureText } from '../../../lib/failureText';
import { AUDIT_KEY, USERS_KEY } from '../../../lib/queryKeys';

/** Protected members cannot be deleted. */
export const toggleProtection = (userId: string) => call('POST /admin/toggle-protected-status', { body: { userId } });

/** `wasProtected` picks the failure text: removing protection and protecting fail with different words. */
export function useToggleProtection() {
  const client = useQueryClient();
  return useApiMutation((vars: { userId: string; wasProtected: boolean }) => toggleProtection(vars.userId), {
    onSuccess: (body) => notify.success(serverMessage({ data: body }, 'Done')),
    onError: (error, vars) => {
      const text = vars.wasProtected ? 'Error removing protection of the user' : 'Error protecting the user';
      notify.error(failureText(error, { failed: text, error: text }));
    },
    onSettled: () => Promise.all([USERS_KEY, AUDIT_KEY].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
