/**
 * The building blocks every route's schema is made of (TypeBox: each block is a JSON schema and a TypeScript type at
 * once). The JSON they emit is plain JSON Schema that Fastify validates and serializes with, and that /api/docs shows;
 * `Static<typeof X>` is the type a caller reads. Nullable values use `type: [T, 'null']` (OpenAPI 3.0 reads it as
 * `nullable`), and keyed maps use `additionalProperties`, so the documents stay what they were before TypeBox.
 */
import Type, { type Static, type TObject, type TProperties, type TSchema } from 'typebox';

export { Type };
export type { Static, TObject, TProperties, TSchema };

export const str = Type.String();
export const int = Type.Integer();
export const num = Type.Number();
export const bool = Type.Boolean();
export const strings = Type.Array(str);
export const opt = Type.Optional;
export const obj = Type.Object;
export const list = Type.Array;

/** The same value, or null. */
export const nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [(schema as unknown as { type: string }).type, 'null'] });
export const nstr = nullable(str);
export const nint = nullable(int);
export const nnum = nullable(num);

/** One of these strings. */
export const oneOf = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** One of these strings, or null. */
export const nullableOneOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });

/**
 * A body the handler checks itself, answering its own 400 messages (the shared yup schemas, or by hand): no JSON
 * schema validates it first, so a wrong body is answered as before; the type is what a caller sends.
 */
export const checkedByHandler = <T>(description: string) => Type.Unsafe<T>({ description });

/** Keys that are data (a platform's name, an achievement type) with values of one kind. */
export const keyed = <T extends TSchema>(values: T) => Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values });

/** Whatever the writer put there (an audited row, a job's own summary): any object, or null. */
export const freeForm = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true });

/** `{ message }`: every answer, success or failure, carries a message. */
export const MessageResponse = Type.Object({ message: str });
export type MessageResponse = Static<typeof MessageResponse>;

/** `{ message, ...fields }`. */
export const answer = <P extends TProperties>(properties: P) => Type.Object({ message: str, ...properties });
/** `{ message, data }`. */
export const withData = <T extends TSchema>(data: T) => Type.Object({ message: str, data });

const paging = { currentPage: int, totalPages: int, totalCount: int };
/** One page of a list: `{ message, data[], currentPage, totalPages, totalCount }` and any extra fields. */
export const page = <T extends TSchema, P extends TProperties = Record<never, never>>(item: T, extra: P = {} as P) =>
  Type.Object({ message: str, data: Type.Array(item), ...paging, ...extra });

/** A list answer's paging fields as a type, for screens that page any list. */
export interface Page<T> extends MessageResponse {
  data: T[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}
