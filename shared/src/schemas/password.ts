import { ref, string } from 'yup';
import { LIMITS } from '../constants';

export const newPasswordField = (requiredMessage: string) =>
  string().required(requiredMessage).min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`);

export const matchingPasswordField = (passwordField: string, requiredMessage = 'Passwords do not match') =>
  string()
    .required(requiredMessage)
    .oneOf([ref(passwordField)], 'Passwords do not match');
