import { api } from '@chapter/shared';
import type { EditProfileData, EditProfileResponse } from '@chapter/shared/types';
import { useApiResource, type ApiResource } from '../../../lib/useApiResource';

/** GET /user/get-edit-profile-page-data: the caller's own editable fields. */
export function getEditProfileData() {
  return api.get<EditProfileResponse>('/user/get-edit-profile-page-data');
}

export function useEditProfileData(): ApiResource<EditProfileData> {
  return useApiResource('edit-profile', getEditProfileData);
}
