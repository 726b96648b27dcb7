import type { FastifyInstance } from 'fastify';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const jsonType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

/**
 * Where `value` (as JSON) differs from `schema`: a field the schema does not declare (the serializer would drop it)
 * or a value of another type (the serializer would coerce it). Empty when the answer is what the docs say.
 */
export function responseMismatches(schema: Schema | undefined, value: unknown, path = 'body'): string[] {
  if (!schema || value === undefined) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const results = variants.map((variant) => responseMismatches(variant, value, path));
    return results.find((found) => found.length === 0) ?? results[0] ?? [];
  }
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const actual = jsonType(value);
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
    return [`${path} is ${actual}, declared ${types.join(' or ')}`];
  }
  if (actual === 'array') return (value as unknown[]).flatMap((item, index) => responseMismatches(schema.items, item, `${path}[${index}]`));
  if (actual !== 'object') return [];
  const properties = schema.properties ?? {};
  const open = schema.additionalProperties;
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    if (key in properties) return responseMismatches(properties[key], item, `${path}.${key}`);
    if (open === true || (open === undefined && !schema.properties)) return [];
    if (typeof open === 'object') return responseMismatches(open, item, `${path}.${key}`);
    return [`${path}.${key} is sent but not declared`];
  });
}

/**
 * In tests, every JSON answer is checked against its route's declared response schema before it is serialized,
 * so a field the docs leave out (which the serializer would silently drop) fails the test that reads it.
 */
export function checkResponses(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, Schema>;
    const schema = responses[String(reply.statusCode)] ?? responses[`${String(reply.statusCode)[0]}xx`];
    if (!schema || payload === null || typeof payload !== 'object') return payload;
    const problems = responseMismatches(schema, JSON.parse(JSON.stringify(payload)));
    if (problems.length > 0) {
      const message = `${request.method} ${request.url} answers outside its schema: ${problems.slice(0, 5).join('; ')}`;
      console.error(message);
      throw new Error(message);
    }
    return payload;
  });
}
