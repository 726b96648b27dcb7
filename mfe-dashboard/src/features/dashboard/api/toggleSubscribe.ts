import { useState } from 'react';
import { call, MESSAGES, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import type { ProfileResponse } from '@chapter/shared/types';
import { profileKey } from '../../../api/profileData';

/** Flips the caller's e-mail notifications and answers the new setting. */
export function toggleSubscribe() {
  return call('POST /user/toggle-subscribe-btn');
}

/**
 * The notification setting as the server last confirmed it: `toggle` flips it only after the server agrees and
 * toasts the server's message either way.
 */
export function useSubscription(initial: boolean) {
  const client = useQueryClient();
  const [subscribed, setSubscribed] = useState(initial);
  const mutation = useApiMutation(toggleSubscribe, {
    onSuccess: (body) => {
      const next = typeof body.subscribed === 'boolean' ? body.subscribed : !subscribed;
      setSubscribed(next);
      // The cached profile carries the setting too; keep it in step so a remount shows the new one.
      client.setQueryData<ProfileResponse>(profileKey(), (cached) => (cached ? { ...cached, data: { ...cached.data, subscribed: next } } : cached));
      if (body.message) notify.success(body.message);
    },
    onError: (error) => notify.error(serverMessage(error, MESSAGES.internalServerError)),
  });

  const toggle = async (): Promise<boolean> => {
    try {
      await mutation.mutateAsync();
      return true;
    } catch {
      return false;
    }
  };

  return { subscribed, busy: mutation.isPending, toggle };
}
