import { sql, type Kysely } from 'kysely';

// Failed sign-ins per account (by e-mail, whether or not an account uses it): after a few, each further try must
// wait a short, growing delay, whichever address it comes from. A delay, never a lock-out, so nobody can keep
// someone else out of their account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('next_try_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
