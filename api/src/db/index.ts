import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireLock } from './lock';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The connection pool under `db` (one connection on PGlite: it is the lock every query queues on, the job queue's included). */
  pool: pg.Pool;
  /** Closes the pool, the embedded database and releases the data folder lock. */
  close(): Promise<void>;
}

// Both drivers return int8 (count, rank) and numeric (avg) as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

export function connectPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (restart, failover, a forced drop in tests) must not crash the
  // process: the pool discards it and the next query opens a fresh one.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', pool, close: () => db.destroy() };
}

/** Kysely over an open PGlite through node-postgres, so transactions get a connection of their own. */
export function wrapPglite(pglite: PGlite, release: () => void = () => {}): DatabaseHandle {
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pool,
    close: async () => {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        release();
      }
    },
  };
}

/** Opens (creating if needed) the embedded database in `<dataDir>/db`, guarded by `<dataDir>/db.lock`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, 'db.lock'));
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    return wrapPglite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? Promise.resolve(connectPostgres(options.databaseUrl)) : openPglite(options.dataDir);
}
