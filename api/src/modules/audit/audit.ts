import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// The audit log's writer, apart from the admin area: any module whose routes change something records it here.
type Db = Kysely<Database> | Transaction<Database>;

export interface Person {
  id: string;
  name: string;
}

/** Who did it: an admin, or the operator at the command line (no account). */
export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditInput {
  action: string;
  actor: AuditActor;
  target?: Person | null;
  before?: object | null;
  after?: object | null;
}

/** Records one admin action; call it with the transaction that makes the change, so both happen or neither. */
export async function writeAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      action: entry.action,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      target_id: entry.target?.id ?? null,
      target_name: entry.target?.name ?? null,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}
