import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeployToken } from '@chapter/contract';
import { DEPLOY_LIMITS } from '@chapter/contract/constants';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { writeAudit, type AuditActor } from '../audit/audit';

/** A deploy token as the database keeps it (its hash only). */
export interface TokenRow {
  id: string;
  pkg: string;
  name: string;
  revoked_at: Date | null;
}

const TOKEN_PREFIX = 'cdt_';
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

const toDeployToken = (row: {
  id: string;
  pkg: string;
  name: string;
  created_by: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}): DeployToken => ({
  id: row.id,
  remote: row.pkg,
  name: row.name,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  revokedAt: row.revoked_at?.toISOString() ?? null,
});

export async function listTokens(db: Kysely<Database>): Promise<DeployToken[]> {
  const rows = await db.selectFrom('deploy_tokens').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(toDeployToken);
}

/** Creates a token for one remote; the token itself is answered once and only its SHA-256 is kept. */
export async function createToken(db: Kysely<Database>, pkg: string, name: string, actor: AuditActor): Promise<{ token: string; deployToken: DeployToken }> {
  const trimmed = name.trim();
  if (!trimmed) throw new HttpError(400, 'Give the deploy token a name (who or what will use it).');
  if (trimmed.length > DEPLOY_LIMITS.tokenName) throw new HttpError(400, `A deploy token's name has at most ${DEPLOY_LIMITS.tokenName} characters.`);
  const token = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('deploy_tokens')
      .values({ pkg, name: trimmed, token_hash: hashToken(token), created_by: actor.name })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { action: 'create-deploy-token', actor, after: { remote: pkg, name: trimmed } });
    return { token, deployToken: toDeployToken(row) };
  });
}

export async function revokeToken(db: Kysely<Database>, id: string, actor: AuditActor): Promise<DeployToken> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new HttpError(404, 'No such deploy token.');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('deploy_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx.selectFrom('deploy_tokens').select('id').where('id', '=', id).executeTakeFirst();
      throw new HttpError(exists ? 409 : 404, exists ? 'This deploy token is already revoked.' : 'No such deploy token.');
    }
    await writeAudit(trx, { action: 'revoke-deploy-token', actor, before: { remote: row.pkg, name: row.name } });
    return toDeployToken(row);
  });
}

/** The token a header value stands for (revoked ones included), or null. */
export async function findToken(db: Kysely<Database>, token: string): Promise<TokenRow | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
  const row = await db.selectFrom('deploy_tokens').select(['id', 'pkg', 'name', 'revoked_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row ?? null;
}

/** Who a deploy token acts as in the audit log and the history. */
export const tokenActor = (token: TokenRow | null): AuditActor => ({ id: null, name: token ? `deploy token "${token.name}"` : 'an unknown deploy token' });

export async function markUsed(db: Kysely<Database>, token: TokenRow): Promise<void> {
  await db.updateTable('deploy_tokens').set({ last_used_at: new Date() }).where('id', '=', token.id).execute();
}
