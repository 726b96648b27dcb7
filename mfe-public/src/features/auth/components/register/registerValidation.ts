import type { FormikErrors } from 'formik';
import type { RegisterFormValues } from './registerForm';

/**
 * The wizard's rules load on first use. /auth/register is prerendered and hydrates with nothing typed yet: building
 * yup and the schemas while it hydrates was one long task on a phone, for rules no one had used. The form asks for
 * them when a field is first focused (or holds input from before hydration), so they are there by the first check.
 */
let rules: Promise<typeof import('./registerRules')> | undefined;
export const loadRegisterRules = () =>
  (rules ??= import('./registerRules').catch((error: unknown) => {
    rules = undefined; // a download that failed is tried again on the next use
    throw error;
  }));

/** Said when the rules could not be downloaded (the connection dropped): nothing is sent, the input is kept. */
export const RULES_UNAVAILABLE = 'The form could not load its checks. Please check your connection and try again.';

export async function validateRegisterStep(step: number, values: RegisterFormValues): Promise<FormikErrors<RegisterFormValues>> {
  return (await loadRegisterRules()).validateStep(step, values);
}

export async function pictureProblem(file: File): Promise<string | null> {
  return (await loadRegisterRules()).pictureProblem(file);
}
