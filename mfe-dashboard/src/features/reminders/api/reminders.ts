import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { PushSubscriptionRequest, ReminderSettingsRequest, ReminderSettingsResponse } from '@chapter/shared/types';

export const REMINDERS_KEY = ['reminders'] as const;
/** The profile's E-mail section reads the mail switches under this key: saving e-mail reminders turns the Reminders mail back on. */
const MAIL_SWITCHES_KEY = ['mail-switches'] as const;

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
