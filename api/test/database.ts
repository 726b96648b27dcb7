import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { connectPostgres, pgliteExtensions, wrapPglite, type DatabaseHandle } from '../src/db';
import { migrateToLatest, migrationNames } from '../src/db/migrate';

/**
 * A fresh, migrated database for one test file. On PGlite: a snapshot migrated once and cached in
 * the temp folder (keyed by the migration names), loaded per file. With TEST_DATABASE_URL: a new
 * database on that server, dropped on close.
 */
export function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<DatabaseHandle> {
  const snapshot = await migratedSnapshot();
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(snapshot)]), extensions: pgliteExtensions });
  return wrapPglite(pglite);
}

async function migratedSnapshot(): Promise<Buffer> {
  // Keyed by the migrations' names and sources, so editing a migration rebuilds the snapshot.
  const hash = createHash('sha256').update(migrationNames().join(','));
  const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
  for (const file of fs.readdirSync(folder).sort()) hash.update(fs.readFileSync(path.join(folder, file)));
  const key = hash.digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `chapter-api-test-db-${key}.tar.gz`);
  try {
    return fs.readFileSync(file);
  } catch {
    // Not built yet.
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const handle = wrapPglite(pglite);
  await migrateToLatest(handle.db);
  await handle.db.destroy();
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  await pglite.close();
  // Parallel test files may race to build it: write aside, then rename atomically.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, dump);
  fs.renameSync(temporary, file);
  return dump;
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `chapter_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString());
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
