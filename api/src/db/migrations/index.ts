import type { Migration } from 'kysely';
import * as m001 from './001_users';

/** Every migration, imported statically so they run from source and from a build alike. Names sort in order. */
export const migrations: Record<string, Migration> = {
  '001_users': m001,
};
