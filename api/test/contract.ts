import assert from 'node:assert/strict';
import { Value } from 'typebox/value';
import { routes, type RouteKey } from '@chapter/contract';

const KEYS = Object.keys(routes) as RouteKey[];
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

/** The contract's route a request went to: the exact path first, else the one whose `:name` parts match. */
export function routeOf(method: string, url: string): RouteKey | undefined {
  const path = url.split('?')[0]!;
  const exact = `${method} ${path}` as RouteKey;
  if (exact in routes) return exact;
  return KEYS.find((key) => {
    const [keyMethod, keyPath] = key.split(' ') as [string, string];
    return keyMethod === method && patternOf(keyPath).test(path);
  });
}

/**
 * Fails unless the route is in the contract, declares the status it answered, and the body is what the contract
 * declares for that status (every required field present, every field of its declared type).
 */
export function assertDeclared(method: string, url: string, status: number, body: unknown): void {
  const key = routeOf(method, url);
  assert.ok(key, `${method} ${url} is not declared in the contract`);
  const schema = (routes[key].response as Record<number, object>)[status];
  assert.ok(schema, `${key} answered ${status}, a status its declaration does not list`);
  const errors = [...Value.Errors(schema as never, body)].map((error) => `${error.instancePath || '(body)'} ${error.message}`);
  assert.deepEqual(errors, [], `${key} ${status}: the body is not what the contract declares`);
}

/** A list the test expects rows in (its rows' shape is the contract's, checked by assertDeclared). */
export function assertNonEmpty(list: unknown, where: string): void {
  assert.ok(Array.isArray(list) && list.length > 0, `${where} must list something here`);
}
