import type { Kysely } from 'kysely';

// A password change ends every other session but keeps the caller's own: the one kept sign-in (its session id and
// the token version it was signed with) is remembered on the member's row until the next change or reset.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('kept_session_id', 'text').addColumn('kept_session_version', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('kept_session_id').dropColumn('kept_session_version').execute();
}
