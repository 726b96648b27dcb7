import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

/**
 * Whether the database has recorded every migration this code knows, and no other (the Migrator's own table): then
 * there is nothing to apply. Two reads instead of the Migrator's lock, table checks and transaction, about a third of
 * a second of every start on the embedded database (docs/benchmarks.md, "The web part"). A name is recorded in the
 * same transaction as its migration, so a recorded one is applied; any other state goes to the Migrator, which applies
 * what is pending or refuses a database that ran a migration this code does not have.
 */
async function upToDate(db: Kysely<unknown>): Promise<boolean> {
  const table = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(db);
  if (!table.rows[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.length === Object.keys(migrations).length && rows.every((row) => Object.hasOwn(migrations, row.name));
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  if (await upToDate(db as Kysely<unknown>)) return [];
  // Migrations see no table types: they must not depend on today's schema.
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

export const migrationNames = (): string[] => Object.keys(migrations).sort();
