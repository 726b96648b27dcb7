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

interface Header {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  migrations: string[];
}

export interface BackupOptions {
  /** The folder of the stored pictures (profile pictures): each one is saved in the backup after the tables. */
  picturesDir?: string;
  /** Tests: called after each line is handed to the file, so a test can kill the process half-way through writing. */
  wrote?: () => void | Promise<void>;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Half-written copies of `file` left by a process that died while writing it (their pid is in the name). */
function removeAbandoned(file: string): void {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of fs.readdirSync(dir)) {
    const pid = name.startsWith(prefix) && name.endsWith('.tmp') ? Number(name.slice(prefix.length, -'.tmp'.length)) : NaN;
    if (Number.isInteger(pid) && pid !== process.pid && !isAlive(pid)) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** The names the picture store gives its files; anything else in a backup is not one of ours. */
const PICTURE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const pictureFiles = (dir: string | undefined): string[] =>
  dir && fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => PICTURE_FILE.test(name))
        .sort()
    : [];

/**
 * Writes every table to `file` (gzip, one JSON header line, then lines of {table, rows}), through a temporary
 * file renamed at the end, so a crash never leaves a half-written backup under the final name. Values are
 * PostgreSQL's own JSON of each row, so dates, times and jsonb survive the round trip unchanged.
 */
export async function writeBackup(
  db: Kysely<Database>,
  file: string,
  options: BackupOptions = {},
): Promise<{ tables: number; rows: number; pictures: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  removeAbandoned(file);
  const temporary = `${file}.${process.pid}.tmp`;
  let rows = 0;
  async function* lines() {
    const header: Header = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: migrationNames() };
    yield `${JSON.stringify(header)}\n`;
    for (const table of BACKUP_TABLES) {
      // Keyset pages over the physical row id: each page starts where the last ended (no OFFSET rescans).
      for (let after = '(0,0)'; ;) {
        const result = await sql<{ rows: string | null; last: string | null }>`
          select json_agg(to_jsonb(t) - '__row')::text as rows, max(t.__row)::text as last
          from (select *, ctid as __row from ${sql.table(table)} where ctid > ${after}::tid order by ctid limit ${ROWS_PER_LINE}) t`.execute(db);
        const chunk = result.rows[0]?.rows;
        if (!chunk) break;
        after = result.rows[0]!.last!;
        // json_agg puts new lines between rows; one line per chunk keeps the file line-oriented.
        const parsed = JSON.parse(chunk) as unknown[];
        const count = parsed.length;
        rows += count;
        yield `${JSON.stringify({ table, rows: parsed })}\n`;
        await options.wrote?.();
        if (count < ROWS_PER_LINE) break;
      }
    }
    // Pictures last, one per line: the rows above point at them by URL.
    for (const name of pictures) {
      yield `${JSON.stringify({ picture: name, data: fs.readFileSync(path.join(options.picturesDir!, name)).toString('base64') })}\n`;
    }
  }
  const pictures = pictureFiles(options.picturesDir);
  try {
    await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(temporary));
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return { tables: BACKUP_TABLES.length, rows, pictures: pictures.length };
}

/**
 * Replaces every table's rows with the backup's, in one transaction: either the whole backup is in, or nothing
 * changed. The database must be at the backup's migration level (the CLI migrates first).
 */
export async function restoreBackup(db: Kysely<Database>, file: string, options: BackupOptions = {}): Promise<{ rows: number; pictures: number }> {
  // Pictures are unpacked aside and moved in only once the tables committed, so a refused file leaves both as they were.
  if (options.picturesDir) fs.mkdirSync(path.dirname(path.resolve(options.picturesDir)), { recursive: true });
  const staging = options.picturesDir ? fs.mkdtempSync(path.join(path.dirname(path.resolve(options.picturesDir)), '.restore-')) : null;
  try {
    const result = await restoreFrom(db, file, staging);
    if (staging && options.picturesDir) {
      fs.mkdirSync(options.picturesDir, { recursive: true });
      for (const name of fs.readdirSync(staging)) fs.renameSync(path.join(staging, name), path.join(options.picturesDir, name));
    }
    return result;
  } catch (error) {
    if (error instanceof BackupRefusedError) throw error;
    // A truncated or altered file fails part-way (bad gzip, broken JSON, rows the tables refuse): the transaction undid it all.
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefusedError(`${file} is damaged or not a backup of this app (${reason}); nothing was restored`);
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** A backup file that cannot be restored; the database is as it was. */
export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

async function restoreFrom(db: Kysely<Database>, file: string, staging: string | null): Promise<{ rows: number; pictures: number }> {
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
      const entry = JSON.parse(line) as { table: string; rows: unknown[] } | { picture: unknown; data: unknown };
      if ('picture' in entry) {
        if (typeof entry.picture !== 'string' || !PICTURE_FILE.test(entry.picture) || typeof entry.data !== 'string')
          throw new Error('A picture in the backup has a name or content this app does not write');
        pictures += 1;
        if (staging) fs.writeFileSync(path.join(staging, entry.picture), Buffer.from(entry.data, 'base64'));
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
