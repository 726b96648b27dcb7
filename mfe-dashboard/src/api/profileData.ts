import { api } from '@chapter/shared';
import type { ProfileData, ProfileResponse } from '@chapter/shared/types';
import { useApiResource, type ApiResource } from '../lib/useApiResource';

/** POST /user/get-profile-data: the caller's own profile without `userId`, anyone's with it. */
export function getProfileData(userId?: string) {
  return api.post<ProfileResponse>('/user/get-profile-data', userId ? { userId } : {});
}

/** The profile the dashboard and the profile pages show; `userId` undefined means "mine". */
export function useProfileData(userId?: string): ApiResource<ProfileData> {
  return useApiResource(`profile:${userId ?? 'me'}`, () => getProfileData(userId));
}
