import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { MailSwitchesRequest, MailSwitchesResponse } from '@chapter/shared/types';
import { MAIL_SWITCHES_KEY, REMINDERS_KEY } from '../../../api/notificationKeys';
import { profileKey } from '../../../api/profileData';

export { MAIL_SWITCHES_KEY };

/** Which kinds of mail the member takes. */
export function useMailSwitches() {
  return useApiQuery(MAIL_SWITCHES_KEY, () => call('GET /user/mail-switches'), { select: (body) => body.data });
}

/** Turns one or more kinds on or off; the switches show what the server answers. */
export function useSetMailSwitches() {
  const client = useQueryClient();
  return useApiMutation((body: MailSwitchesRequest) => call('PUT /user/mail-switches', { body }), {
    onSuccess: (body) => client.setQueryData<MailSwitchesResponse>(MAIL_SWITCHES_KEY, body),
    // The dashboard's Notifications switch is the 'events' kind and the reminders' e-mail box is the 'reminders' kind:
    // both catch up.
    meta: { invalidates: [profileKey(), REMINDERS_KEY], toast: true },
  });
}
