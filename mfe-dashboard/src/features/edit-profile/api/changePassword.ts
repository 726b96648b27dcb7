import { call, notify, requestSignIn, serverMessage } from '@chapter/shared';
import type { ChangePasswordRequest } from '@chapter/shared/types';

/** Changes the password: ends every older session and answers a fresh token for this one. */
export function changePassword(body: ChangePasswordRequest) {
  return call('POST /user/change-password', { body });
}

/** Changes the password, hands the fresh token to the shell, and toasts the outcome; true on success. */
export async function submitPasswordChange(body: ChangePasswordRequest): Promise<boolean> {
  const result = await changePassword(body);
  if (!result.ok) {
    notify.error(serverMessage(result, 'Failed to update password!'));
    return false;
  }
  if (result.data?.token) requestSignIn(result.data.token);
  notify.success(serverMessage(result, 'Password updated successfully!'));
  return true;
}
