import { useState } from 'react';
import { call, useApiMutation, useApiQuery, useQueryClient } from '@chapter/shared';
import type { PrivacyResponse, PrivacySettings } from '@chapter/shared/types';
import { SAVED } from '../messages';

/** The cache key of the caller's privacy choices (the edit page's sections and the own profile's link share it). */
export const PRIVACY_KEY = ['user', 'privacy'] as const;

/** The caller's privacy choices and public profile address. */
export function usePrivacy() {
  return useApiQuery(PRIVACY_KEY, () => call('GET /user/privacy'), { select: (body) => body.data });
}

export type PrivacyField = keyof PrivacySettings;

/**
 * One privacy choice, saved as soon as it changes (PUT with that one field). While the save runs, `value` shows what
 * was asked for and `busy` is true; a refused save leaves the choice as the server last said (the old value) and
 * toasts the server's message.
 */
export function usePrivacyChoice<K extends PrivacyField>(field: K, saved: PrivacySettings[K]) {
  const client = useQueryClient();
  // What the member just picked, held in the component's own state so the control shows it in the same render as the
  // click (the mutation's state arrives a tick later, and a controlled radio would flick back meanwhile).
  const [asked, setAsked] = useState<{ value: PrivacySettings[K] } | null>(null);
  const mutation = useApiMutation((value: PrivacySettings[K]) => call('PUT /user/privacy', { body: { [field]: value } }), {
    onSuccess: (body) => client.setQueryData<PrivacyResponse>(PRIVACY_KEY, body),
    onSettled: () => setAsked(null),
    meta: { toast: { success: SAVED, failure: 'Could not save your privacy choice' } },
  });
  const busy = asked !== null || mutation.isPending;
  return {
    value: asked ? asked.value : saved,
    busy,
    change: (value: PrivacySettings[K]) => {
      if (busy || value === saved) return;
      setAsked({ value });
      mutation.mutate(value);
    },
  };
}
