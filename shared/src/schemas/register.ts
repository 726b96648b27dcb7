import { number, object, string, type InferType } from 'yup';
import { LIMITS } from '../constants';
import { emailField } from './email';
import { matchingPasswordField, newPasswordField } from './password';
import { profilePictureSchema } from './profilePicture';
import { bioField, linkedinUsernameField, phoneNumberField } from './profileFields';

/** Step 1 "Basic Information". The wizard's Next checks every field here except `profilePicture`. */
export const registerStepOneSchema = object({
  profilePicture: profilePictureSchema,
  name: string().trim().required('Name is required'),
  bio: bioField().required('Bio is required'),
  email: emailField(),
  password: newPasswordField('Password is required'),
  confirmPassword: matchingPasswordField('password'),
});

/** Step 2 "Contact Details". */
export const registerStepTwoSchema = object({
  phoneNumber: phoneNumberField().required('Phone number is required'),
  registrationNumber: string().trim().required('Registration number is required'),
  academicYear: number()
    .typeError('Academic year is required')
    .required('Academic year is required')
    .oneOf([...LIMITS.academicYears], 'Academic year must be between 1 and 4'),
  linkedinUsername: linkedinUsernameField().required('LinkedIn username is required'),
});

export const registerSchema = registerStepOneSchema.concat(registerStepTwoSchema);

export type RegisterStepOneValues = InferType<typeof registerStepOneSchema>;
export type RegisterStepTwoValues = InferType<typeof registerStepTwoSchema>;
export type RegisterValues = InferType<typeof registerSchema>;
