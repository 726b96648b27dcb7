import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@chapter/shared/constants';
import { HttpError } from '../errors';
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, databaseOutage, isConnectionError } from '../db/outage';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** The first validation issue in plain words, e.g. "email is required". */
export function describeValidation(issue: ValidationIssue | undefined, context = 'body'): string {
  if (!issue) return `Invalid request ${context}`;
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'required') return `${String(params.missingProperty)} is required`;
  if (issue.keyword === 'minLength' && params.limit === 1) return `${field} is required`;
  if (!field && issue.keyword === 'type') return `Request ${context} must be ${params.type === 'object' ? 'a JSON object' : String(params.type)}`;
  if (issue.keyword === 'additionalProperties') return `${String(params.additionalProperty)} is not allowed`;
  return `${field || context} ${issue.message ?? 'is invalid'}`;
}

/** SQLSTATE class 22 (data exception): the database refused a value, which only a request can have supplied. */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

export interface ErrorHandlerOptions {
  /** A message while a service every request needs is down (the shared rate-limit store): unexplained errors answer 503 with it. */
  outage?: () => string | null;
}

/** The one error handler: client errors keep their status and plain message; everything else is logged and hidden. */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      return reply.code(400).send({ message: describeValidation(error.validation[0], error.validationContext) });
    }
    // A value PostgreSQL cannot take (an impossible date, a number out of range, a NUL byte) came from the request.
    if (isDataException(error)) return reply.code(400).send({ message: 'The request has a value out of range or in the wrong format' });
    // PostgreSQL not answering is no fault of the request: 503 with a plain message and Retry-After, logged once per
    // outage, not per request (docs/operations.md, "When PostgreSQL is lost").
    if (isConnectionError(error)) {
      databaseOutage.failed(error, request.log);
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_DOWN_MESSAGE });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    // HttpErrors carry a message meant for the user, whatever their status (503 'platform unreachable').
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if ((status >= 400 && status < 500) || error instanceof HttpError) {
      return reply.code(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    const outage = options.outage?.();
    if (outage) return reply.code(503).send({ message: outage });
    return reply.code(500).send({ message: MESSAGES.internalServerError });
  });
}
