import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compiled = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * The route's check or serializer, compiled on its first use instead of at start. Fastify compiles every route's body,
 * query, params and response schemas while it starts (Ajv and fast-json-stringify, about a third of a second of the
 * API's start on this machine, and again for each app a test builds); most are used much later or never. Each is
 * compiled by Fastify's own compilers, with the same options and shared schemas, once. A validator hands on its
 * `errors`, which Fastify reads after a failed check.
 */
function onFirstUse<Fn extends Compiled>(compile: () => Fn): Fn {
  let compiled: Fn | undefined;
  const run = ((data: unknown) => {
    compiled ??= compile();
    const result = compiled(data);
    run.errors = compiled.errors;
    return result;
  }) as Fn;
  return run;
}

const buildValidator = ValidatorSelector();
const buildSerializer = SerializerSelector();
type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type RouteCompiler = (route: unknown) => Compiled;
type FactoryOf = (externalSchemas: unknown, options: unknown) => RouteCompiler;

/** Wraps a compiler factory so that each route schema it is asked for is compiled on its first use. */
const lazily =
  (factory: FactoryOf): FactoryOf =>
  (externalSchemas, options) => {
    const compiler = factory(externalSchemas, options);
    return (route) => onFirstUse(() => compiler(route));
  };

/** Fastify's schema controller with its default compilers, each route's schemas compiled on first use (docs/benchmarks.md). */
export const schemaController: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: {
    // Fastify's typings give these factories overloads that no wrapper can name; the values are Fastify's own factories.
    buildValidator: lazily(buildValidator as unknown as FactoryOf) as unknown as Factories['buildValidator'],
    buildSerializer: lazily(buildSerializer as unknown as FactoryOf) as unknown as Factories['buildSerializer'],
  },
};
