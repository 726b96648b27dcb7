// Backups that prove themselves: written aside, read back in full (gunzip, every line parsed, the rows of each table
// counted against the database's own count in the same snapshot), their sha256 and row counts recorded, and only then
// given their name. An existing file is trusted only when it still matches that record and this database.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { BackupItem, BackupState } from '@chapter/contract';
import type { Database } from '../db/schema';
import { BACKUP_FORMAT, BackupRefusedError, PICTURE_FILE, removeAbandoned, restoreBackup, writeBackup, type Header, type Trailer } from './backup';
import { BACKUP_TABLES } from './tables';

/** What a backup file holds, read to its end. */
export interface BackupContents {
  header: Header;
  /** Rows of each table found in the file. */
  counts: Record<string, number>;
  pictures: number;
  /** The file's own statement of its counts (version 2 files); null in a version 1 file. */
  trailer: Trailer | null;
}

/** A file that is not a whole backup of this app: the reason says what is wrong with it. */
export class BackupInvalidError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupInvalidError';
  }
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
};

const countsDiff = (found: Record<string, number>, expected: Record<string, number>) =>
  [...new Set([...Object.keys(found), ...Object.keys(expected)])]
    .filter((key) => (found[key] ?? 0) !== (expected[key] ?? 0))
    .map((key) => `${key} ${found[key] ?? 0} instead of ${expected[key] ?? 0}`)
    .join(', ');

/**
 * Reads a backup to its end: it must decompress, every line must parse, the tables must be the app's, and a version 2
 * file must end with its counts line, equal to the rows it holds. Changes nothing anywhere.
 */
export async function readBackupFile(file: string): Promise<BackupContents> {
  if (!fs.existsSync(file)) throw new BackupInvalidError(`${file} does not exist`);
  if (fs.statSync(file).size === 0) throw new BackupInvalidError(`${file} is empty`);
  const counts: Record<string, number> = {};
  let header: Header | null = null;
  let trailer: Trailer | null = null;
  let pictures = 0;
  let lineNumber = 0;
  try {
    const input = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of input) {
      lineNumber += 1;
      if (!line.trim()) continue;
      if (trailer) throw new BackupInvalidError(`line ${lineNumber} comes after the closing counts line`);
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (lineNumber === 1) {
        if (entry.format !== BACKUP_FORMAT) throw new BackupInvalidError('it is not a backup of this app');
        header = entry as unknown as Header;
        continue;
      }
      if (entry.end === true) {
        trailer = entry as unknown as Trailer;
        continue;
      }
      if ('picture' in entry) {
        if (typeof entry.picture !== 'string' || !PICTURE_FILE.test(entry.picture) || typeof entry.data !== 'string')
          throw new BackupInvalidError('a picture in it has a name or content this app does not write');
        pictures += 1;
        continue;
      }
      const table = entry.table;
      if (typeof table !== 'string' || !(BACKUP_TABLES as readonly string[]).includes(table) || !Array.isArray(entry.rows))
        throw new BackupInvalidError(`line ${lineNumber} is not a table of this app`);
      counts[table] = (counts[table] ?? 0) + entry.rows.length;
    }
  } catch (error) {
    if (error instanceof BackupInvalidError) throw error;
    throw new BackupInvalidError(`it is damaged (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!header) throw new BackupInvalidError('it is not a backup of this app');
  // Pictures are rows of stored_files; older backups carried them as lines of their own after the tables.
  pictures += counts.stored_files ?? 0;
  if (header.version >= 2) {
    if (!trailer) throw new BackupInvalidError('it was cut short (its closing counts line is missing)');
    if (!sameCounts(trailer.counts, counts) || trailer.pictures !== pictures)
      throw new BackupInvalidError(`its rows do not match its own counts (${countsDiff(counts, trailer.counts) || 'pictures'})`);
  }
  return { header, counts, pictures, trailer };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Rows of every backed-up table, as the database counts them now (or in the caller's snapshot). */
export async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const parts = BACKUP_TABLES.map((table) => sql`select ${table}::text as name, count(*)::int as rows from ${sql.table(table)}`);
  const result = await sql<{ name: string; rows: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  // Tables with no rows are left out, as the file leaves them out.
  return Object.fromEntries(result.rows.filter((row) => row.rows > 0).map((row) => [row.name, row.rows]));
}

/** This database's random id (made by its first migration, never replaced by a restore). */
export async function databaseIdentity(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('database_identity').select('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface BackupRecord {
  name: string;
  month: string | null;
  sizeBytes: number;
  sha256: string;
  rows: number;
  pictures: number;
  counts: Record<string, number>;
}

/** Named points of a verified write, for the crash tests. */
export type BackupPoint = 'writing' | 'verified' | 'renamed';

export interface VerifiedBackupOptions {
  /** The month a month end's backup is for; null for a backup taken by hand. */
  month?: string | null;
  /** Recorded in the backups table: true for files in the backup folder (the admin's list). */
  record?: boolean;
  reached?: (point: BackupPoint) => void | Promise<void>;
}

/**
 * Writes `file` from one consistent snapshot of the database (a repeatable-read transaction), reads the finished
 * temporary file back (see readBackupFile) and compares each table's rows with the snapshot's count, records its
 * checksum and counts, and only then moves it into place. A failed check leaves no file and no record.
 */
export async function writeVerifiedBackup(db: Kysely<Database>, file: string, options: VerifiedBackupOptions = {}): Promise<BackupRecord> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const expected = await tableCounts(trx);
      const databaseId = await databaseIdentity(trx);
      let record: BackupRecord | null = null;
      await writeBackup(trx, file, {
        wrote: () => options.reached?.('writing'),
        beforeRename: async (temporary) => {
          const contents = await readBackupFile(temporary).catch((error: unknown) => {
            throw new BackupInvalidError(`The backup just written failed its check: ${error instanceof Error ? error.message : String(error)}`);
          });
          if (!sameCounts(contents.counts, expected))
            throw new BackupInvalidError(`The backup just written does not hold the database's rows: ${countsDiff(contents.counts, expected)}`);
          if (contents.header.databaseId !== databaseId) throw new BackupInvalidError('The backup just written does not name this database');
          record = {
            name: path.basename(file),
            month: options.month ?? null,
            sizeBytes: fs.statSync(temporary).size,
            sha256: await sha256File(temporary),
            rows: Object.values(contents.counts).reduce((sum, rows) => sum + rows, 0),
            pictures: contents.pictures,
            counts: contents.counts,
          };
          if (options.record ?? true) {
            const values = {
              name: record.name,
              month: record.month,
              size_bytes: record.sizeBytes,
              sha256: record.sha256,
              rows: record.rows,
              pictures: record.pictures,
              counts: JSON.stringify(record.counts),
              database_id: databaseId,
              created_at: new Date(),
            };
            // Committed with the transaction, right after the rename: a file whose record is missing is never trusted.
            await trx
              .insertInto('backups')
              .values(values)
              .onConflict((oc) => oc.column('name').doUpdateSet(values))
              .execute();
          }
          await options.reached?.('verified');
        },
      });
      await options.reached?.('renamed');
      return record!;
    });
}

/** Why an existing file was not trusted, or null when it was. */
export async function distrust(db: Kysely<Database>, file: string): Promise<string | null> {
  if (!fs.existsSync(file)) return 'there is no file';
  const recorded = await db.selectFrom('backups').selectAll().where('name', '=', path.basename(file)).executeTakeFirst();
  if (!recorded) return 'no checksum was recorded for it';
  if ((await sha256File(file)) !== recorded.sha256) return 'its checksum is not the recorded one';
  let contents: BackupContents;
  try {
    contents = await readBackupFile(file);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (contents.header.databaseId !== (await databaseIdentity(db))) return 'it belongs to another database';
  if (!sameCounts(contents.counts, recorded.counts)) return 'its rows are not the recorded counts';
  if (!sameCounts(contents.counts, await tableCounts(db))) return "its rows are not the database's rows any more";
  return null;
}

export interface MonthBackup {
  name: string;
  /** true: the file already there verified and was kept. */
  reused: boolean;
  /** Why the file that was there (if any) was replaced. */
  replaced: string | null;
}

/**
 * The month end's backup `<month>.json.gz`: half-written files of dead writers are removed; a file already there is
 * kept only if it verifies (recorded checksum, whole, this database's, the database's row counts), else replaced.
 */
export async function ensureMonthBackup(db: Kysely<Database>, backupDir: string, month: string, options: VerifiedBackupOptions = {}): Promise<MonthBackup> {
  const file = path.join(backupDir, `${month}.json.gz`);
  removeAbandoned(file);
  const exists = fs.existsSync(file);
  const reason = exists ? await distrust(db, file) : null;
  if (exists && reason === null) return { name: path.basename(file), reused: true, replaced: null };
  try {
    await writeVerifiedBackup(db, file, { ...options, month, record: true });
  } catch (error) {
    // Another run recorded the month's backup while this one wrote (PostgreSQL refuses the second record in its
    // snapshot): that backup stands if it verifies.
    if ((error as { code?: string }).code === '40001' && (await distrust(db, file)) === null)
      return { name: path.basename(file), reused: true, replaced: reason };
    throw error;
  }
  return { name: path.basename(file), reused: false, replaced: reason };
}

/** A backup's file name as this app writes them (a month's, or a manual one): nothing else is listed or served. */
export const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.json\.gz$/;

const MONTH_FILE = /^(\d{4}-\d{2})\.json\.gz$/;

/** The backup folder's files and the recorded backups, newest first, each with its verification state. */
export async function listBackups(db: Kysely<Database>, backupDir: string): Promise<BackupItem[]> {
  const files = fs.existsSync(backupDir) ? fs.readdirSync(backupDir).filter((name) => BACKUP_NAME.test(name)) : [];
  const records = await db.selectFrom('backups').selectAll().execute();
  const byName = new Map(records.map((record) => [record.name, record]));
  const listed: BackupItem[] = [];
  for (const name of new Set([...files, ...byName.keys()])) {
    const record = byName.get(name);
    const file = path.join(backupDir, name);
    const stat = fs.existsSync(file) ? fs.statSync(file) : null;
    const state: BackupState = !stat ? 'missing' : !record ? 'unrecorded' : (await sha256File(file)) === record.sha256 ? 'verified' : 'changed';
    listed.push({
      name,
      month: record?.month ?? MONTH_FILE.exec(name)?.[1] ?? null,
      sizeBytes: stat ? stat.size : Number(record!.size_bytes),
      createdAt: new Date(record?.created_at ?? stat!.mtime).toISOString(),
      state,
      rows: record?.rows ?? null,
    });
  }
  return listed.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/**
 * restore-backup's check before it touches anything: the file reads to its end with its counts matching, and when
 * this database recorded a backup of that name, its checksum and counts are the recorded ones. Then it restores.
 */
export async function verifiedRestore(db: Kysely<Database>, file: string): Promise<{ rows: number; pictures: number; checksum: 'matched' | 'not recorded' }> {
  let contents: BackupContents;
  try {
    contents = await readBackupFile(file);
  } catch (error) {
    throw new BackupRefusedError(`${file} cannot be restored: ${error instanceof Error ? error.message : String(error)}; nothing was restored`);
  }
  const recorded = await db.selectFrom('backups').selectAll().where('name', '=', path.basename(file)).executeTakeFirst();
  if (recorded) {
    if ((await sha256File(file)) !== recorded.sha256)
      throw new BackupRefusedError(`${file} cannot be restored: its checksum is not the one recorded when it was written; nothing was restored`);
    if (!sameCounts(contents.counts, recorded.counts))
      throw new BackupRefusedError(`${file} cannot be restored: its rows are not the recorded counts; nothing was restored`);
  }
  const restored = await restoreBackup(db, file);
  return { ...restored, checksum: recorded ? 'matched' : 'not recorded' };
}
