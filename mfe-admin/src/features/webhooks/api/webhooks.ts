import { call, notify, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { AddWebhookRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { failureText } from '../../../lib/failureText';
import { AUDIT_KEY, WEBHOOKS_KEY } from '../../../lib/queryKeys';

/** The group chat's webhooks, each with its masked URL and state. */
export const fetchWebhooks = () => call('GET /admin/webhooks');

export const useWebhooks = () => useApiQuery(WEBHOOKS_KEY, fetchWebhooks, { select: (body) => body.data, refetchInterval: 60_000 });

export const addWebhook = (body: AddWebhookRequest) => call('POST /admin/webhooks', { body });

export const useAddWebhook = () => useAdminMutation(addWebhook, { failed: 'Failed to add the webhook', error: 'Error adding the webhook' }, [WEBHOOKS_KEY]);

export const removeWebhook = (id: string) => call('DELETE /admin/webhooks/:id', { params: { id } });

export const useRemoveWebhook = () =>
  useAdminMutation(removeWebhook, { failed: 'Failed to remove the webhook', error: 'Error removing the webhook' }, [WEBHOOKS_KEY]);

export const testWebhook = (id: string) => call('POST /admin/webhooks/:id/test', { params: { id } });

/** "Send test": the answer says whether the endpoint took the post; a refusal is told as an error, with the endpoint's reason. */
export function useTestWebhook() {
  const client = useQueryClient();
  return useApiMutation(testWebhook, {
    onSuccess: (body) => (body.data.delivered ? notify.success(body.message) : notify.error(body.message)),
    onError: (error) => notify.error(failureText(error, { failed: 'Failed to send the test', error: 'Error sending the test' })),
    onSettled: async () => {
      await Promise.all([WEBHOOKS_KEY, AUDIT_KEY].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
