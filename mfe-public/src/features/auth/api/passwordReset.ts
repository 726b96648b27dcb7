import { call } from '@chapter/shared';

/** Mails a reset code: the code goes to the e-mail, never into the response. */
export function sendOtp(email: string) {
  return call('POST /auth/send-otp', { body: { email } });
}

/** Checks a reset code. */
export function verifyOtp(email: string, otp: string) {
  return call('POST /auth/verify-otp', { body: { email, otp } });
}

/** The reset's last step, accepted only after a verified code for that e-mail. */
export function resetPassword(email: string, password: string) {
  return call('POST /auth/change-password', { body: { email, password } });
}
