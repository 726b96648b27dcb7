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

/**
 * Writes every table to `file` (gzip, one JSON header line, then lines of {table, rows}), through a temporary
 * file renamed at the end, so a crash never leaves a half-written backup under the final name. Values are
 * PostgreSQL's own JSON of each row, so dates, times and jsonb survive the round trip unchanged.
 */
export async function writeBackup(db: Kysely<Database>, file: string): Promise<{ tables: number; rows: number }> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  let rows = 0;
  async function* lines() {
    const header: Header = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: migrationNames() };
    yield `${JSON.stringify(header)}\n`;
    for (const table of BACKUP_TABLES) {
      // Keyset pages over the physical row id: each page starts where the last ended (no OFFSET rescans).
      for (let after = '(0,0)'; ; ) {
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
        if (count < ROWS_PER_LINE) break;
      }
    }
  }
  try {
    await pipeline(Readable.from(lines()), createGzip(), fs.createWriteStream(temporary));
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  return { tables: BACKUP_TABLES.length, rows };
}

/**
 * Replaces every table's rows with the backup's, in one transaction: either the whole backup is in, or nothing
 * changed. The database must be at the backup's migration level (the CLI migrates first).
 */
export async function restoreBackup(db: Kysely<Database>, file: string): Promise<{ rows: number }> {
  const input = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = first.done ? null : (JSON.parse(first.value) as Header);
  if (header?.format !== BACKUP_FORMAT) throw new Error(`${file} is not a backup of this app`);
  const known = new Set(migrationNames());
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`The backup comes from a newer version (migrations ${unknown.join(', ')}); update the app first`);

  let rows = 0;
  await db.transaction().execute(async (trx) => {
    await sql`truncate ${sql.join(BACKUP_TABLES.map((table) => sql.table(table)))} cascade`.execute(trx);
    for await (const line of { [Symbol.asyncIterator]: () => iterator }) {
      if (!line.trim()) continue;
      const { table, rows: chunk } = JSON.parse(line) as { table: string; rows: unknown[] };
      if (!(BACKUP_TABLES as readonly string[]).includes(table)) throw new Error(`Unknown table ${table} in the backup`);
      const columns = await storedColumns(trx, table);
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(chunk)}::json)`.execute(trx);
      rows += chunk.length;
    }
    await sql`select setval(pg_get_serial_sequence('points_ledger', 'id'), greatest(coalesce(max(id), 0), 1), max(id) is not null) from points_ledger`.execute(trx);
    await sql`select setval(pg_get_serial_sequence('audit_log', 'id'), greatest(coalesce(max(id), 0), 1), max(id) is not null) from audit_log`.execute(trx);
  });
  return { rows };
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
