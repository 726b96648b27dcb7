import assert from 'node:assert/strict';

/** A field's type as the contract describes it; `?` after a type allows null. */
export type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string?' | 'number?' | 'object?' | 'boolean?';
export interface Shape {
  [field: string]: FieldType | Shape;
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** Fails unless every field the contract names is present with its type (extra fields are allowed). */
export function assertShape(value: unknown, shape: Shape, where = 'body'): void {
  assert.equal(typeOf(value), 'object', `${where} must be an object`);
  const record = value as Record<string, unknown>;
  for (const [field, expected] of Object.entries(shape)) {
    const path = `${where}.${field}`;
    assert.ok(field in record, `${path} is missing`);
    const actual = record[field];
    if (typeof expected === 'object') {
      assertShape(actual, expected, path);
      continue;
    }
    const nullable = expected.endsWith('?');
    const base = expected.replace('?', '');
    if (nullable && actual === null) continue;
    assert.equal(typeOf(actual), base, `${path} must be ${expected}, got ${JSON.stringify(actual)}`);
  }
}

/** Every item of a non-empty list has the shape. */
export function assertEach(list: unknown, shape: Shape, where = 'list'): void {
  assert.ok(Array.isArray(list), `${where} must be an array`);
  assert.ok(list.length > 0, `${where} must not be empty here`);
  list.forEach((item, index) => assertShape(item, shape, `${where}[${index}]`));
}
