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
 * the temp folder (keyed by the migrations), loaded per file. With TEST_DATABASE_URL: a new database
 * on that server, copied from a template migrated once (keyed the same way), dropped on close.
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

/** The migrations' names and sources, hashed: editing a migration makes a new snapshot and template. */
function migrationsKey(): string {
  const hash = createHash('sha256').update(migrationNames().join(','));
  const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
  for (const file of fs.readdirSync(folder).sort()) hash.update(fs.readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 16);
}

async function migratedSnapshot(): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `chapter-api-test-db-${migrationsKey()}.tar.gz`);
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

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The name of a database on the server migrated to the latest migrations, made once per set of migrations: copying
 * it (about 0.15 s) replaces migrating each test file's database (about 0.65 s). Made under a server-wide lock, under
 * another name first and renamed when complete, so a file never copies a half-migrated template; templates of other
 * migrations are dropped then.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `chapter_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`select pg_advisory_lock(hashtext('chapter api test template'))`);
    const found = await admin.query(`select 1 from pg_database where datname = $1`, [template]);
    if (found.rowCount === 0) {
      const { rows } = await admin.query<{ name: string }>(`select datname as name from pg_database where datname like $1`, ['chapter\\_tpl\\_%']);
      for (const { name } of rows) await admin.query(`drop database if exists ${name} with (force)`);
      const building = `${template}_building`;
      await admin.query(`create database ${building}`);
      const handle = connectPostgres(databaseUrl(serverUrl, building));
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    return template;
  } finally {
    await admin.end(); // ends the session, and its lock with it
  }
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const template = await migratedTemplate(serverUrl);
  const name = `chapter_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const handle = connectPostgres(databaseUrl(serverUrl, name));
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
