import { useState } from 'react';
import { api, notify, type ApiResult, serverMessage } from '@chapter/shared';
import type { Picture, ProfilePictureResponse } from '@chapter/shared/types';

/** POST /user/edit-profile-picture as multipart, file field `profilePicture`. */
export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('profilePicture', file);
  return api.post<ProfilePictureResponse>('/user/edit-profile-picture', form);
}

/** POST /user/edit-profile-picture with JSON { profilePicture: null }: back to initials. */
export function deleteProfilePicture() {
  return api.post<ProfilePictureResponse>('/user/edit-profile-picture', { profilePicture: null });
}

const FAILED = 'Failed to update profile picture!';

/** The stored picture, replaced or removed only when the server confirms; each outcome is toasted. */
export function useProfilePicture(initial: Picture | null) {
  const [picture, setPicture] = useState(initial);
  const [busy, setBusy] = useState(false);

  const run = async (request: Promise<ApiResult<ProfilePictureResponse>>, success: string) => {
    setBusy(true);
    const result = await request;
    setBusy(false);
    if (!result.ok) {
      notify.error(serverMessage(result, FAILED));
      return false;
    }
    setPicture(result.data?.data?.profilePicture ?? null);
    notify.success(serverMessage(result, success));
    return true;
  };

  return {
    picture,
    busy,
    save: (file: File) => run(uploadProfilePicture(file), 'Profile picture updated successfully!'),
    remove: () => run(deleteProfilePicture(), 'Profile picture deleted successfully!'),
  };
}
