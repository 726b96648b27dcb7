import { ValidationError, type AnySchema, type InferType } from 'yup';
import { HttpError } from '../errors';

/**
 * Validates (and casts) `value` with one of the shared yup schemas; the first failure becomes a 400 with the
 * schema's own message, so the API answers exactly what the forms show.
 */
export async function validateWith<S extends AnySchema>(schema: S, value: unknown, context?: Record<string, unknown>): Promise<InferType<S>> {
  try {
    return (await schema.validate(value ?? {}, { abortEarly: true, stripUnknown: true, context })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(400, error.errors[0] ?? error.message);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else cannot name a stored row (so it is "not found", never a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
