import { registerSchema, registerStepOneSchema, registerStepTwoSchema } from '.';
import { errorsOf } from './testErrors';

const stepOne = { name: 'Asha Rao', bio: 'I like graphs', email: 'asha@uni.edu', password: 'secret1', confirmPassword: 'secret1' };
const stepTwo = { phoneNumber: '9876543210', registrationNumber: '12345', academicYear: 2, linkedinUsername: 'asha.rao-1_x' };

describe('register schemas', () => {
  it('accepts a complete sign-up, with or without a picture', async () => {
    expect(await errorsOf(registerSchema, { ...stepOne, ...stepTwo })).toEqual([]);
    const picture = { size: 1024, type: 'image/png' };
    expect(await errorsOf(registerSchema, { ...stepOne, ...stepTwo, profilePicture: picture })).toEqual([]);
  });

  it('step one reports its messages', async () => {
    const errors = await errorsOf(registerStepOneSchema, { name: ' ', bio: '', email: 'nope', password: '123', confirmPassword: '321' });
    expect(errors).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Bio is required',
        'Invalid email address',
        'Password must be at least 6 characters',
        'Passwords do not match',
      ]),
    );
    expect(await errorsOf(registerStepOneSchema, { ...stepOne, email: '' })).toEqual(['Email is required']);
  });

  it('rejects a bio over 150 characters', async () => {
    expect(await errorsOf(registerStepOneSchema, { ...stepOne, bio: 'x'.repeat(151) })).toEqual(['Bio cannot exceed 150 characters!']);
    expect(await errorsOf(registerStepOneSchema, { ...stepOne, bio: 'x'.repeat(150) })).toEqual([]);
  });

  it('step two checks phone, year and LinkedIn username', async () => {
    for (const phoneNumber of ['5876543210', '987654321', '98765432101', '98765abcde']) {
      expect(await errorsOf(registerStepTwoSchema, { ...stepTwo, phoneNumber })).toEqual(['Enter valid 10-digit phone number']);
    }
    expect(await errorsOf(registerStepTwoSchema, { ...stepTwo, academicYear: 5 })).toEqual(['Academic year must be between 1 and 4']);
    expect(await errorsOf(registerStepTwoSchema, { ...stepTwo, linkedinUsername: 'bad name!' })).toHaveLength(1);
    expect(await errorsOf(registerStepTwoSchema, {})).toEqual(
      expect.arrayContaining(['Phone number is required', 'Registration number is required', 'Academic year is required', 'LinkedIn username is required']),
    );
  });
});
