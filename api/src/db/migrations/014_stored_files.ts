import { sql, type Kysely } from 'kysely';

// Pictures and issue screenshots live in the database, not in one process's data folder, so every API instance on
// the same database serves the same files, and backups and restores carry them with the rows that point at them.
// `public` files are served (profile pictures); `private` ones (issue screenshots) never are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('public', 'private')`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
