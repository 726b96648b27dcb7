import { useState } from 'react';
import { api, MESSAGES, notify } from '@chapter/shared';
import type { SubscribeResponse } from '@chapter/shared/types';
import { serverMessage } from '../../../lib/serverMessage';

/** POST /user/toggle-subscribe-btn: flips the caller's e-mail notifications and answers the new setting. */
export function toggleSubscribe() {
  return api.post<SubscribeResponse>('/user/toggle-subscribe-btn');
}

/**
 * The notification setting as the server last confirmed it: `toggle` flips it only after the server agrees and
 * toasts the server's message either way.
 */
export function useSubscription(initial: boolean) {
  const [subscribed, setSubscribed] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = async (): Promise<boolean> => {
    setBusy(true);
    const result = await toggleSubscribe();
    setBusy(false);
    if (!result.ok) {
      notify.error(serverMessage(result, MESSAGES.internalServerError));
      return false;
    }
    setSubscribed((previous) => (typeof result.data?.subscribed === 'boolean' ? result.data.subscribed : !previous));
    if (result.message) notify.success(result.message);
    return true;
  };

  return { subscribed, busy, toggle };
}
