import { api, useApiQuery } from '@chapter/shared';
import type { ProfileResponse } from '@chapter/shared/types';

/** The cache key of a profile; `['profile']` alone matches every profile (what an edit invalidates). */
export const profileKey = (userId?: string) => ['profile', userId ?? 'me'] as const;

/** POST /user/get-profile-data: the caller's own profile without `userId`, anyone's with it. */
export function getProfileData(userId?: string) {
  return api.post<ProfileResponse>('/user/get-profile-data', userId ? { userId } : {});
}

/** The profile the dashboard, the profile and the compare pages show; `userId` undefined means "mine". */
export function useProfileData(userId?: string, options: { enabled?: boolean } = {}) {
  return useApiQuery(profileKey(userId), () => getProfileData(userId), { select: (body) => body.data, ...options });
}
