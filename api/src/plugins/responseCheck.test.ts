import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fastify from 'fastify';
import { answer, int, nstr, obj, str } from '@chapter/contract';
import { checkResponses, responseMismatches } from './responseCheck';

describe('responseMismatches', () => {
  const schema = {
    type: 'object',
    properties: {
      a: { type: 'string' },
      b: { type: ['integer', 'null'] },
      list: { type: 'array', items: { type: 'object', properties: { x: { type: 'number' } } } },
    },
  };

  it('accepts an answer the schema describes', () => {
    assert.deepEqual(responseMismatches(schema, { a: 'x', b: null, list: [{ x: 1.5 }] }), []);
  });

  it('names a field the serializer would drop and a value it would coerce', () => {
    assert.deepEqual(responseMismatches(schema, { a: 1, b: 2, list: [{ x: 1, y: 2 }], c: true }), [
      'body.a is integer, declared string',
      'body.list[0].y is sent but not declared',
      'body.c is sent but not declared',
    ]);
  });

  it('lets keyed objects hold any key, checking each value', () => {
    const keyed = { type: 'object', additionalProperties: { type: ['number', 'null'] } };
    assert.deepEqual(responseMismatches(keyed, { gold: 2, silver: null }), []);
    assert.deepEqual(responseMismatches(keyed, { gold: 'two' }), ['body.gold is string, declared number or null']);
  });
});

describe('checkResponses', () => {
  const appWith = async (send: unknown) => {
    const app = fastify();
    checkResponses(app);
    app.get('/thing', { schema: { response: { 200: answer({ data: obj({ id: str, count: int, note: nstr }) }) } } }, async () => send);
    await app.ready();
    return app;
  };

  it('sends an answer that matches its schema as it is', async () => {
    const app = await appWith({ message: 'ok', data: { id: 'a', count: 2, note: null } });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'ok', data: { id: 'a', count: 2, note: null } });
    await app.close();
  });

  it('fails an answer with a field its schema does not declare instead of silently dropping it', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      const app = await appWith({ message: 'ok', data: { id: 'a', count: 2, note: null, extra: true } });
      const response = await app.inject({ method: 'GET', url: '/thing' });
      assert.equal(response.statusCode, 500);
      assert.match(String(errors[0]), /GET \/thing answers outside its schema: body\.data\.extra is sent but not declared/);
      await app.close();
    } finally {
      console.error = original;
    }
  });
});
