import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import readline from 'node:readline';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrationNames } from '../db/migrate';
import { BACKUP_TABLES } from './tables';

export const BACKUP_FORMAT = 'chapter-backup';
const ROWS_PER_LINE = 5_000;
/** Tables of large rows go in smaller lines: a stored file is up to a few hundred KB (bytea travels as PostgreSQL's hex text). */
const ROWS_PER_LINE_OF: Partial<Record<string, number>> = { stored_files: 16 };

export interface Header {
  format: typeof BACKUP_FORMAT;
  /** 2: carries the writing database's id and ends with a line of row counts (see verify.ts). */
  version: 1 | 2;
  createdAt: string;
  migrations: string[];
  /** The writing database's identity (database_identity), so a file can tell whether it is this database's. */
  databaseId?: string;
}

/** The last line of a version 2 backup: how many rows of each table and how many pictures it holds. */
export interface Trailer {
  end: true;
  counts: Record<string, number>;
  pictures: number;
}

export interface BackupOptions {
  /** Tests: called after each line is handed to the file, so a test can kill the process half-way through writing. */
  wrote?: () => void | Promise<void>;
  /** Called with the finished temporary file before it takes its name; throwing keeps it from ever taking it. */
  beforeRename?: (temporary: string, written: WrittenBackup) => Promise<void>;
}

export interface WrittenBackup {
  tables: number;
  rows: number;
  pictures: number;
  counts: Record<string, number>;
}

/** Writes started by this process, for unique temporary names. */
let writes = 0;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Half-written copies of `file` left by a process that died while writing it (their pid is in the name). */
export function removeAbandoned(file: string): void {
  const dir = path.dirname(file);
  if (!fs.existsSync(dir)) return;
  const prefix = `${path.basename(file)}.`;
  for (const name of fs.readdirSync(dir)) {
    // <file>.<pid>-<n>.tmp (or <file>.<pid>.tmp): the writer's process id comes first.
    const middle = name.startsWith(prefix) && name.endsWith('.tmp') ? name.slice(prefix.length, -'.tmp'.length) : '';
    const pid = /^\d+(-\d+)?$/.test(middle) ? Number(middle.split('-')[0]) : NaN;
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** The names the picture store gives its files; anything else in a backup is not one of ours. */
export const PICTURE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * Writes every table to `file` (gzip, one JSON header line, then lines of {table, rows}), through a temporary
 * file renamed at the end, so a crash never leaves a half-written backup under the final name. Values are
 * PostgreSQL's own JSON of each row, so dates, times, jsonb and bytea (the stored pictures, as hex text) survive the
 * round trip unchanged.
 */
export async function writeBackup(db: Kysely<Database>, file: string, options: BackupOptions = {}): Promise<WrittenBackup> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  removeAbandoned(file);
  // Unique per write, so two writes of one file in one process never share a temporary file.
  const temporary = `${file}.${process.pid}-${++writes}.tmp`;
  let rows = 0;
  let pictures = 0;
  const counts: Record<string, number> = {};
  const identity = await sql<{ id: string }>`select id::text from database_identity limit 1`.execute(db);
  async function* lines() {
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 2,
      createdAt: new Date().toISOString(),
      migrations: migrationNames(),
      databaseId: identity.rows[0]?.id,
    };
    yield `${JSON.stringify(header)}\n`;
    for (const table of BACKUP_TABLES) {
      const perLine = ROWS_PER_LINE_OF[table] ?? ROWS_PER_LINE;
      // Keyset pages over the physical row id: each page starts where the last ended (no OFFSET rescans).
      for (let after = '(0,0)'; ;) {
        const result = await sql<{ rows: string | null; last: string | null }>`
          select json_agg(to_jsonb(t) - '__row')::text as rows, max(t.__row)::text as last
          from (select *, ctid as __row from ${sql.table(table)} where ctid > ${after}::tid order by ctid limit ${perLine}) t`.execute(db);
        const chunk = result.rows[0]?.rows;
        if (!chunk) break;
        after = result.rows[0]!.last!;
        // json_agg puts new lines between rows; one line per chunk keeps the file line-oriented.
        const parsed = JSON.parse(chunk) as unknown[];
        const count = parsed.length;
        rows += count;
        if (table === 'stored_files') pictures += count;
        counts[table] = (counts[table] ?? 0) + count;
        yield `${JSON.stringify({ table, rows: parsed })}\n`;
        await options.wrote?.();
        if (count < perLine) break;
      }
    }
    // The last line says what the file holds: a file without it was cut short.
    const trailer: Trailer = { end: true, counts, pictures };
    yield `${JSON.stringify(trailer)}\n`;
  }
  try {
    await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(temporary));
    const written = { tables: BACKUP_TABLES.length, rows, pictures, counts };
    await options.beforeRename?.(temporary, written);
    fs.renameSync(temporary, file);
    return written;
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Replaces every table's rows with the backup's, in one transaction: either the whole backup is in, or nothing
 * changed. The database must be at the backup's migration level (the CLI migrates first). Pictures come back with
 * the stored_files table; backups written before it (pictures as `{picture, data}` lines after the tables) restore
 * their pictures into the table as well.
 */
export async function restoreBackup(db: Kysely<Database>, file: string): Promise<{ rows: number; pictures: number }> {
  try {
    return await restoreFrom(db, file);
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    // A truncated or altered file fails part-way (bad gzip, broken JSON, rows the tables refuse): the transaction undid it all.
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefusedError(`${file} is damaged or not a backup of this app (${reason}); nothing was restored`);
  }
}

/** A backup file that cannot be restored; the database is as it was. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

async function restoreFrom(db: Kysely<Database>, file: string): Promise<{ rows: number; pictures: number }> {
  const input = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (parsedLine(first.value) as Header | null);
  if (header?.format !== BACKUP_FORMAT) throw new BackupRefusedError(`${file} is not a backup of this app`);
  const known = new Set(migrationNames());
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new BackupRefusedError(`The backup comes from a newer version (migrations ${unknown.join(', ')}); update the app first`);

  let rows = 0;
  let pictures = 0;
  await db.transaction().execute(async (trx) => {
    await sql`truncate ${sql.join(BACKUP_TABLES.map((table) => sql.table(table)))} cascade`.execute(trx);
    for await (const line of { [Symbol.asyncIterator]: () => iterator }) {
      if (!line.trim()) continue;
      const entry = JSON.parse(line) as { table: string; rows: unknown[] } | { picture: unknown; data: unknown } | Trailer;
      if ('end' in entry) continue;
      if ('picture' in entry) {
        if (typeof entry.picture !== 'string' || !PICTURE_FILE.test(entry.picture) || typeof entry.data !== 'string')
          throw new Error('A picture in the backup has a name or content this app does not write');
        const bytes = Buffer.from(entry.data, 'base64');
        await trx
          .insertInto('stored_files')
          .values({ name: entry.picture, kind: 'public', content_type: 'image/webp', bytes, size: bytes.length })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        pictures += 1;
        continue;
      }
      const { table, rows: chunk } = entry;
      if (!(BACKUP_TABLES as readonly string[]).includes(table)) throw new Error(`Unknown table ${table} in the backup`);
      const columns = await storedColumns(trx, table);
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(chunk)}::json)`.execute(
        trx,
      );
      rows += chunk.length;
      if (table === 'stored_files') pictures += chunk.length;
    }
    await sql`select setval(pg_get_serial_sequence('points_ledger', 'id'), greatest(coalesce(max(id), 0), 1), max(id) is not null) from points_ledger`.execute(
      trx,
    );
    await sql`select setval(pg_get_serial_sequence('audit_log', 'id'), greatest(coalesce(max(id), 0), 1), max(id) is not null) from audit_log`.execute(trx);
  });
  return { rows, pictures };
}

function parsedLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

const columnCache = new Map<string, string[]>();

/** A table's columns that hold data (generated ones such as search texts are computed again on insert). */
async function storedColumns(db: Kysely<Database>, table: string): Promise<string[]> {
  const cached = columnCache.get(table);
  if (cached) return cached;
  const result = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' and (identity_generation is null or identity_generation <> 'ALWAYS')
    order by ordinal_position`.execute(db);
  const columns = result.rows.map((row) => row.name);
  columnCache.set(table, columns);
  return columns;
}
