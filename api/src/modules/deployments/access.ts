import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEPLOY_TOKEN_HEADER } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { writeAudit } from '../audit/audit';
import { findToken, markUsed, tokenActor, type TokenRow } from './tokens';

/** The deploy token a request was let in with (none: an admin's bearer token let it in). */
const tokens = new WeakMap<FastifyRequest, TokenRow>();
export const deployTokenOf = (request: FastifyRequest): TokenRow | null => tokens.get(request) ?? null;

/**
 * onRequest hook of the routes a deploy token opens (docs/deploying-a-remote.md): with an `x-deploy-token` header, a
 * current token for this remote (`remoteOf`; null: any remote) or 403, the refusal in the audit log; without one, an
 * admin's bearer token (401 without a sign-in, 403 for other roles).
 */
export function deployAccess(app: FastifyInstance, db: Kysely<Database>, remoteOf: (request: FastifyRequest) => string | null) {
  const admin = app.requireRole('ADMIN');
  return async function checkDeployAccess(this: FastifyInstance, request: FastifyRequest, reply: Parameters<typeof admin>[1]): Promise<void> {
    const header = request.headers[DEPLOY_TOKEN_HEADER];
    if (header === undefined) {
      await admin.call(this, request, reply);
      return;
    }
    const remote = remoteOf(request);
    const token = typeof header === 'string' ? await findToken(db, header) : null;
    if (token && !token.revoked_at && (remote === null || token.pkg === remote)) {
      tokens.set(request, token);
      await markUsed(db, token);
      return;
    }
    const why = !token ? 'unknown token' : token.revoked_at ? 'revoked token' : `token for ${token.pkg}`;
    await writeAudit(db, { action: 'deploy-token-refused', actor: tokenActor(token), after: { remote, route: request.routeOptions.url ?? request.url, why } });
    throw new HttpError(403, remote ? `This deploy token cannot deploy ${remote}.` : 'This deploy token is revoked or unknown.');
  };
}
