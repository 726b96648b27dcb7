import { string } from 'yup';

/** The one simple address pattern every form and the API share. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

export const emailField = () =>
  string().trim().required('Email is required').matches(EMAIL_PATTERN, { message: 'Invalid email address', excludeEmptyString: true });
