import { useState } from 'react';
import { call, notify, serverMessage, useApiMutation, useQueryClient } from '@chapter/shared';
import type { Picture } from '@chapter/shared/types';

/** Uploads a profile picture as multipart, file field `profilePicture`. */
export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('profilePicture', file);
  return call('POST /user/edit-profile-picture', { body: form });
}

/** Deletes the profile picture (JSON { profilePicture: null }): back to initials. */
export function deleteProfilePicture() {
  return call('POST /user/edit-profile-picture', { body: { profilePicture: null } });
}

const FAILED = 'Failed to update profile picture!';

type PictureChange = { file: File | null; success: string };

/** The stored picture, replaced or removed only when the server confirms; each outcome is toasted. */
export function useProfilePicture(initial: Picture | null) {
  const client = useQueryClient();
  const [picture, setPicture] = useState(initial);
  const mutation = useApiMutation(({ file }: PictureChange) => (file ? uploadProfilePicture(file) : deleteProfilePicture()), {
    onSuccess: (body, { success }) => {
      setPicture(body.data?.profilePicture ?? null);
      notify.success(body.message || success);
      // The profile pages and the navigation show the picture too.
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
    onError: (error) => notify.error(serverMessage(error, FAILED)),
  });

  const run = (change: PictureChange) =>
    mutation.mutateAsync(change).then(
      () => true,
      () => false,
    );

  return {
    picture,
    busy: mutation.isPending,
    save: (file: File) => run({ file, success: 'Profile picture updated successfully!' }),
    remove: () => run({ file: null, success: 'Profile picture deleted successfully!' }),
  };
}
