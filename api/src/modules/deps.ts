import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseKind } from '../db';
import type { Database } from '../db/schema';

/** What every route module is given when registered. */
export interface RouteDeps {
  config: Config;
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
}
