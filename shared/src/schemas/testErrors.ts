import { ValidationError, type Schema } from 'yup';

/** Every message a schema reports for a value (test helper). */
export const errorsOf = async (schema: Schema, value: unknown, context?: Record<string, unknown>): Promise<string[]> => {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
};
