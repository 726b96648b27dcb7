import { ValidationError, type AnySchema, type InferType } from 'yup';
import { HttpError } from '../errors';

/**
 * Validates (and casts) `value` with one of the shared yup schemas; the first failure becomes a 400 with the
 * schema's own message, so the API answers exactly what the forms show.
 */
export async function validateWith<S extends AnySchema>(schema: S, value: unknown, context?: Record<string, unknown>): Promise<InferType<S>> {
  const input = value ?? {};
  const wrongType = fieldOfWrongType(schema, input);
  if (wrongType) throw new HttpError(400, wrongType);
  try {
    return (await schema.validate(input, { abortEarly: true, stripUnknown: true, context })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new HttpError(400, error.errors[0] ?? error.message);
    // A shape no schema expected (an object where text belongs) makes a transform throw: still the caller's mistake.
    if (error instanceof TypeError) throw new HttpError(400, 'The request has a field of the wrong type');
    throw error;
  }
}

const TYPE_WORDS: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false', date: 'a date' };

/** Checks each field an object schema declares against the JSON type it needs, before any transform runs. */
function fieldOfWrongType(schema: AnySchema, value: unknown): string | null {
  const description = schema.describe();
  if (description.type !== 'object') return null;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'Request body must be a JSON object';
  const fields = (description as { fields?: Record<string, { type: string }> }).fields ?? {};
  for (const [name, field] of Object.entries(fields)) {
    const item = (value as Record<string, unknown>)[name];
    if (item === undefined || item === null) continue;
    const ok =
      field.type === 'string'
        ? typeof item === 'string' || typeof item === 'number'
        : field.type === 'number'
          ? typeof item === 'number' || typeof item === 'string'
          : field.type === 'boolean'
            ? typeof item === 'boolean' || item === 'true' || item === 'false'
            : field.type === 'date'
              ? typeof item === 'string' || typeof item === 'number'
              : field.type === 'array'
                ? Array.isArray(item)
                : field.type === 'object'
                  ? typeof item === 'object' && !Array.isArray(item)
                  : true;
    if (!ok) return `${name} must be ${TYPE_WORDS[field.type] ?? `of type ${field.type}`}`;
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else cannot name a stored row (so it is "not found", never a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A plain object (not null, not an array): a JSON body or file whose fields a handler reads one by one. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
