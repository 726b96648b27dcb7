import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { PushSubscriptionRequest, ReminderSettingsRequest, ReminderSettingsResponse } from '@chapter/shared/types';

import { MAIL_SWITCHES_KEY, REMINDERS_KEY } from '../../../api/notificationKeys';

export { REMINDERS_KEY };

/** The member's reminders and how many browsers get their push. */
export function useReminders() {
  return useApiQuery(REMINDERS_KEY, () => call('GET /user/reminders'), { select: (body) => body.data });
}

export function saveReminders(body: ReminderSettingsRequest) {
  return call('PUT /user/reminders', { body });
}

/** Saves the whole settings; the form then shows what the server answers. */
export function useSaveReminders() {
  const client = useQueryClient();
  return useApiMutation(saveReminders, {
    onSuccess: (body) => client.setQueryData<ReminderSettingsResponse>(REMINDERS_KEY, body),
    meta: { invalidates: [MAIL_SWITCHES_KEY], toast: true },
  });
}

export async function pushPublicKey(): Promise<string> {
  const answer = await call('GET /push/public-key');
  if (!answer.ok || !answer.data) throw new Error(answer.message);
  return answer.data.data.publicKey;
}

export function storeSubscription(body: PushSubscriptionRequest) {
  return call('POST /push/subscriptions', { body });
}

export function forgetSubscription(endpoint: string) {
  return call('DELETE /push/subscriptions', { body: { endpoint } });
}
