// The wizard's yup rules, in a chunk of their own: see registerValidation.ts, the only module that imports this one.
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { profilePictureSchema, registerStepOneSchema, registerStepTwoSchema } from '@chapter/shared/schemas';
import type { RegisterFormValues } from './registerForm';

const STEP_SCHEMAS = [registerStepOneSchema, registerStepTwoSchema] as const;

/** The errors of one step's fields, as formik's own validationSchema would give them. */
export async function validateStep(step: number, values: RegisterFormValues): Promise<FormikErrors<RegisterFormValues>> {
  try {
    await validateYupSchema(values, STEP_SCHEMAS[step]);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors<RegisterFormValues>(error);
    throw error;
  }
}

/** Why a chosen picture is refused (its type or size), or null when it is fine. */
export function pictureProblem(file: File): string | null {
  try {
    profilePictureSchema.validateSync(file);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : 'Only JPG, PNG and GIF files are allowed';
  }
}
