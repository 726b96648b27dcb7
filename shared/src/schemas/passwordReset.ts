import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants';
import { emailField } from './email';
import { matchingPasswordField, newPasswordField } from './password';

export const OTP_PATTERN = new RegExp(`^\\d{${LIMITS.otpDigits}}$`);

export const emailStepSchema = object({ email: emailField() });

export const otpSchema = object({
  otp: string().trim().required('OTP is required').matches(OTP_PATTERN, { message: 'Please enter a valid 6-digit code', excludeEmptyString: true }),
});

export const resetPasswordSchema = object({
  newPassword: newPasswordField('New password is required'),
  confirmPassword: matchingPasswordField('newPassword'),
});

export const changePasswordSchema = object({
  currentPassword: string().required('Current password is required'),
  newPassword: newPasswordField('New password is required'),
  confirmPassword: matchingPasswordField('newPassword', 'Please confirm your new password'),
});

export type EmailStepValues = InferType<typeof emailStepSchema>;
export type OtpValues = InferType<typeof otpSchema>;
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
