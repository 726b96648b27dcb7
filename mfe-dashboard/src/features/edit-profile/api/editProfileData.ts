import { call, useApiQuery, useQueryClient } from '@chapter/shared';
import type { EditProfileData, EditProfileResponse } from '@chapter/shared/types';

const EDIT_PROFILE_KEY = ['edit-profile'] as const;

/** The caller's own editable fields. */
export function getEditProfileData() {
  return call('GET /user/get-edit-profile-page-data');
}

/** The editable fields, and `update` to apply a saved change to the cached copy without another round trip. */
export function useEditProfileData() {
  const client = useQueryClient();
  const query = useApiQuery(EDIT_PROFILE_KEY, getEditProfileData, { select: (body) => body.data });
  const update = (change: (data: EditProfileData) => EditProfileData) => {
    client.setQueryData<EditProfileResponse>(EDIT_PROFILE_KEY, (body) => (body ? { ...body, data: change(body.data) } : body));
    // The profile pages show the same fields: read them again when next shown.
    void client.invalidateQueries({ queryKey: ['profile'] });
  };
  return { query, update };
}
