import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { acquireLock } from './lock';
import { databaseOutage } from './outage';
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

/**
 * How long a query waits for a connection (a new one to open, or a busy pool to free one) before it fails; a request
 * then answers 503 (docs/operations.md, "When PostgreSQL is lost").
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The pool has no app logger: its outage lines go to the console, as one line each. */
const poolLog = {
  warn: (details: object, message: string) => console.warn(`${message} ${JSON.stringify(details)}`),
  info: (details: object, message: string) => console.log(`${message} ${JSON.stringify(details)}`),
};

export function connectPostgres(connectionString: string): DatabaseHandle {
  // TCP keep-alive finds a connection whose server vanished without closing it (a cut network) instead of waiting on it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  // An idle connection the server drops (restart, failover, a forced drop in tests) must not crash the
  // process: the pool discards it and the next query opens a fresh one. Logged once per outage (db/outage.ts).
  pool.on('error', (error) => databaseOutage.failed(error, poolLog));
  pool.on('connect', (client) => {
    // A new connection opened: the database answers (again).
    databaseOutage.answered();
    // A connection cut while a query or transaction holds it reports the error to that query and also emits it on the
    // connection, where the pool listens only while it is idle: unheard, it would end the process.
    client.on('error', (error) => databaseOutage.failed(error, poolLog));
  });
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
