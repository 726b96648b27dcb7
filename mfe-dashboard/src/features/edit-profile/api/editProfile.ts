import { call, notify, serverMessage } from '@chapter/shared';
import type { EditProfileField, EditProfileRequest, PlatformUsernameField } from '@chapter/shared/types';

/** Changes one field: exactly one field pair per call. */
export function editProfile(body: EditProfileRequest) {
  return call('POST /user/edit-profile', { body });
}

/** Any field edit-profile takes: a personal one or a platform handle. */
export type SavableField = EditProfileField | PlatformUsernameField;

/** Saves one field and toasts the outcome; resolves true when the server accepted it. */
export async function saveProfileField(field: SavableField, value: string | number): Promise<boolean> {
  const result = await editProfile({ [field]: value });
  if (result.ok) {
    notify.success(serverMessage(result, 'Profile updated successfully!'));
    return true;
  }
  notify.error(serverMessage(result, 'Failed to update profile!'));
  return false;
}
