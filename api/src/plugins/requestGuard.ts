import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** Deeper than any request of the contract; 5,000 levels would overflow the stack further down. */
export const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

/** The first thing in a parsed request that no route accepts, in plain words; null when all is well. */
export function findMalformed(value: unknown, field = '', depth = 0): string | null {
  if (depth > MAX_DEPTH) return 'Request is nested too deeply';
  if (typeof value === 'string') return value.includes('\u0000') ? `${field || 'Text'} cannot contain a NUL character` : null;
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : `${field || 'Number'} is out of range`;
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) return `${key} is not an allowed field name`;
    if (key.includes('\u0000')) return 'Field names cannot contain a NUL character';
    const problem = findMalformed(item, field ? `${field}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The one gate every request passes before its handler (after the caller is authenticated and the route's own
 * schema has run): JSON of sane depth, no prototype keys, no NUL characters, no numbers beyond exact integers.
 * A request without a body counts as an empty JSON object, so the route's rules say what is missing.
 */
export function guardRequests(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    if (jsonDepth(text) > MAX_DEPTH) return done(new HttpError(400, 'Request is nested too deeply'), undefined);
    return parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const problem = findMalformed(request.params, '') ?? findMalformed(request.query, '') ?? findMalformed(request.body, '');
    if (problem) throw new HttpError(400, problem);
  });
}
