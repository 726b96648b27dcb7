import { api, notify, requestSignIn, serverMessage } from '@chapter/shared';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@chapter/shared/types';

/** POST /user/change-password: ends every older session and answers a fresh token for this one. */
export function changePassword(body: ChangePasswordRequest) {
  return api.post<ChangePasswordResponse>('/user/change-password', body);
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
