import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is needed, not when the server starts, for code that must stay synchronous (the
 * other places use `await import()`). Each such package serves a few requests or jobs only (reading a CodeChef page,
 * sending mail by SMTP), and loading them all at start cost about half a second of every start (docs/benchmarks.md,
 * "The web part").
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
