import { api, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import type { ProtectionResponse } from '@chapter/shared/types';
import { failureText } from '../../../lib/failureText';
import { AUDIT_KEY, USERS_KEY } from '../../../lib/queryKeys';

/** POST /admin/toggle-protected-status: protected members cannot be deleted. */
export const toggleProtection = (userId: string) => api.post<ProtectionResponse>('/admin/toggle-protected-status', { userId });

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
