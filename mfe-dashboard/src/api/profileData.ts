import { call, useApiQuery } from '@chapter/shared';
import type { LiveEventType } from '@chapter/shared/types';

/** The cache key of a profile; `['profile']` alone matches every profile (what an edit invalidates). */
export const profileKey = (userId?: string) => ['profile', userId ?? 'me'] as const;

/** A profile: the caller's own without `userId`, anyone's with it. */
export function getProfileData(userId?: string) {
  return call('POST /user/get-profile-data', { body: userId ? { userId } : {} });
}

/** The profile the dashboard, the profile and the compare pages show; `userId` undefined means "mine". */
export function useProfileData(userId?: string, options: { enabled?: boolean; liveRefetch?: readonly LiveEventType[] } = {}) {
  return useApiQuery(profileKey(userId), () => getProfileData(userId), { select: (body) => body.data, ...options });
}
