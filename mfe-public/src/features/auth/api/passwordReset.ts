import { api } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';

/** POST /auth/send-otp: the code goes to the e-mail, never into the response. */
export function sendOtp(email: string) {
  return api.post<MessageResponse>('/auth/send-otp', { email });
}

/** POST /auth/verify-otp */
export function verifyOtp(email: string, otp: string) {
  return api.post<MessageResponse>('/auth/verify-otp', { email, otp });
}

/** POST /auth/change-password: the reset's last step, accepted only after a verified code for that e-mail. */
export function resetPassword(email: string, password: string) {
  return api.post<MessageResponse>('/auth/change-password', { email, password });
}
