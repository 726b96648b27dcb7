import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
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
