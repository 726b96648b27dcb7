import { number, string, type InferType } from 'yup';
import { LIMITS } from '../constants';

const EMPTY = 'Field cannot be empty!';
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const LINKEDIN_USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const bioField = () => string().trim().max(LIMITS.bioMax, `Bio cannot exceed ${LIMITS.bioMax} characters!`);
export const phoneNumberField = () => string().trim().matches(PHONE_PATTERN, { message: 'Enter valid 10-digit phone number', excludeEmptyString: true });
export const linkedinUsernameField = () =>
  string().trim().matches(LINKEDIN_USERNAME_PATTERN, {
    message: 'Only letters, numbers, dots, underscores and hyphens are allowed',
    excludeEmptyString: true,
  });

/** Any inline-edited text field: blank or whitespace-only is rejected. */
export const inlineFieldSchema = string().trim().required(EMPTY);

/** Inline profile edit, one schema per editable field (the profile page's inline edit). */
export const profileFieldSchemas = {
  name: inlineFieldSchema,
  bio: bioField().required(EMPTY),
  phoneNumber: phoneNumberField().required(EMPTY),
  academicYear: number()
    .typeError(EMPTY)
    .required(EMPTY)
    .oneOf([...LIMITS.academicYears], 'Academic year must be between 1 and 4'),
  linkedinUsername: linkedinUsernameField().required(EMPTY),
  leetcodeUsername: inlineFieldSchema,
  codechefUsername: inlineFieldSchema,
  codeforcesUsername: inlineFieldSchema,
  geeksforgeeksUsername: inlineFieldSchema,
} as const;

export type ProfileField = keyof typeof profileFieldSchemas;
export type InlineFieldValue = InferType<typeof inlineFieldSchema>;
