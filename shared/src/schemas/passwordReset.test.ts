import { changePasswordSchema, emailStepSchema, otpSchema, resetPasswordSchema } from '.';
import { errorsOf } from './testErrors';

describe('password reset and change', () => {
  it('email step', async () => {
    expect(await errorsOf(emailStepSchema, { email: '' })).toEqual(['Email is required']);
    expect(await errorsOf(emailStepSchema, { email: 'a@b' })).toEqual(['Invalid email address']);
    expect(await errorsOf(emailStepSchema, { email: ' a@b.co ' })).toEqual([]);
  });

  it('otp step', async () => {
    expect(await errorsOf(otpSchema, { otp: '' })).toEqual(['OTP is required']);
    for (const otp of ['12345', '1234567', '12a456']) {
      expect(await errorsOf(otpSchema, { otp })).toEqual(['Please enter a valid 6-digit code']);
    }
    expect(await errorsOf(otpSchema, { otp: '012345' })).toEqual([]);
  });

  it('reset step', async () => {
    expect(await errorsOf(resetPasswordSchema, {})).toEqual(expect.arrayContaining(['New password is required', 'Passwords do not match']));
    expect(await errorsOf(resetPasswordSchema, { newPassword: 'abc', confirmPassword: 'abc' })).toEqual(['Password must be at least 6 characters']);
    expect(await errorsOf(resetPasswordSchema, { newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual(['Passwords do not match']);
    expect(await errorsOf(resetPasswordSchema, { newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });

  it('change password', async () => {
    expect(await errorsOf(changePasswordSchema, {})).toEqual(['Current password is required', 'New password is required', 'Please confirm your new password']);
    expect(await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'x' })).toEqual(['Passwords do not match']);
    expect(await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })).toEqual([
      'Password must be at least 6 characters',
    ]);
    expect(await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });
});
