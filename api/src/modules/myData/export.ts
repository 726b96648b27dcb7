import { sql, type Kysely } from 'kysely';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Database, StoredPicture } from '../../db/schema';
import { dateIn } from '../../clock';
import { asBuffer } from '../../files';
import { toCsv } from './csv';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

/**
 * Columns never exported, even to their owner (docs/privacy.md): what would let someone sign in, read a private feed,
 * push to a browser or act as the member. Their value is replaced by "[withheld]". The export test fails when a table
 * the export reads has a column whose name looks like a secret and is missing here.
 */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  // The password's hash, and the session kept when the password last changed.
  users: ['password_hash', 'kept_session_id', 'kept_session_version'],
  // The private calendar feed's address is made from these.
  calendar_feeds: ['nonce', 'secret_hash'],
  // A browser's push address and keys: whoever holds them can push to it.
  push_subscriptions: ['endpoint', 'p256dh', 'auth'],
  // The sign-in codes' hashes.
  otp_codes: ['code_hash'],
  // A handle's pending verification code.
  platform_accounts: ['verification_code'],
  // An event stream's one-minute ticket.
  stream_tickets: ['hash'],
  // A group-chat webhook's address, encrypted.
  webhooks: ['url_sealed'],
  // A deploy token's hash.
  deploy_tokens: ['token_hash'],
};
export const WITHHELD = '[withheld]';

/** Tables keyed by the member's e-mail rather than their id (schema.ts): sign-in codes, failed sign-ins, the allowed list, issue reports. */
const EMAIL_TABLES = ['otp_codes', 'login_failures', 'allowed_emails', 'issue_reports'] as const;

/** Every column with a foreign key to users(id), read from the catalogue, so a table added later is exported too. */
export async function userReferences(db: Db): Promise<Array<{ table: string; column: string }>> {
  const result = await sql<{ table: string; column: string }>`
    select c.conrelid::regclass::text as "table", a.attname::text as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass
    order by 1, 2`.execute(db);
  return result.rows;
}

/** A row as exported: secrets withheld (no table the export reads holds file bytes: those are under files/). */
function exported(table: string, row: Row): Row {
  const secret = SECRET_COLUMNS[table] ?? [];
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (secret.includes(column)) out[column] = value === null ? null : WITHHELD;
    else out[column] = value;
  }
  return out;
}

/**
 * A table's rows where `column` equals `value`, every column, as PostgreSQL writes them in JSON: the same on either
 * driver and in any process time zone (days 'YYYY-MM-DD', instants ISO 8601 with their offset, jsonb as it is).
 */
async function rowsWhere(db: Db, table: string, column: string, value: string, order = sql`1`): Promise<Row[]> {
  const result = await sql<{ row: Row }>`select to_jsonb(t) as row from ${sql.table(table)} t where ${sql.ref(column)} = ${value} order by ${order}`.execute(
    db,
  );
  return result.rows.map(({ row }) => exported(table, row));
}

export interface MemberData {
  about: Record<string, unknown>;
  /** The member's account row. */
  account: Row;
  /** Per table and per column that references the member: that table's rows naming them. */
  referencedBy: Record<string, Record<string, Row[]>>;
  /** Per table keyed by e-mail: its rows with the member's e-mail. */
  byEmail: Record<string, Row[]>;
  /** Admin-area audit entries where the member acted or was acted upon. */
  auditLog: Row[];
  /** Ledger rows archived from an earlier deletion of this id (normally none). */
  deletedPointsLedger: Row[];
}

/** Everything held about one member (docs/privacy.md), for data.json. */
export async function collectMemberData(db: Db, userId: string, chapterName: string, now: Date): Promise<MemberData> {
  const users = await rowsWhere(db, 'users', 'id', userId);
  const account = users[0]!;
  const email = String(account.email);
  const referencedBy: MemberData['referencedBy'] = {};
  for (const { table, column } of await userReferences(db)) {
    (referencedBy[table] ??= {})[column] = await rowsWhere(db, table, column, userId);
  }
  const byEmail: MemberData['byEmail'] = {};
  for (const table of EMAIL_TABLES) byEmail[table] = await rowsWhere(db, table, 'email', email);
  const audit = await sql<{ row: Row }>`select to_jsonb(t) as row from audit_log t where actor_id = ${userId} or target_id = ${userId} order by at, id`.execute(
    db,
  );
  return {
    about: {
      exportedAt: now.toISOString(),
      chapter: chapterName,
      sections: {
        account: 'Your account (secrets such as your password hash are withheld).',
        referencedBy:
          'Every table that refers to your account, by table and column: handles and their fetched stats, solved days and problems, points, achievements, notifications, reminders, calendar feed, issue reports, and what you created.',
        byEmail: 'Rows kept under your e-mail address: sign-in codes, failed sign-ins, the allowed list, issue reports.',
        auditLog: 'Admin-area audit entries where you acted or were acted upon.',
        deletedPointsLedger: 'Points rows archived under your account id by an earlier deletion (normally empty).',
        files: 'The files folder holds your profile picture and the screenshots of issues you reported; points-history.csv your points.',
      },
    },
    account,
    referencedBy,
    byEmail,
    auditLog: audit.rows.map(({ row }) => exported('audit_log', row)),
    deletedPointsLedger: await rowsWhere(db, 'deleted_points_ledger', 'user_id', userId),
  };
}

const LEDGER_COLUMNS = ['day', 'source', 'kind', 'platform', 'points', 'note', 'created_at'] as const;

/** points-history.csv: the member's ledger, oldest first. */
export async function pointsHistoryCsv(db: Db, userId: string): Promise<string> {
  const rows = await db
    .selectFrom('points_ledger')
    .select(['source', 'kind', 'platform', 'points', 'note', 'created_at', sql<string>`day::text`.as('day')])
    .where('user_id', '=', userId)
    .orderBy('day')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return toCsv(
    LEDGER_COLUMNS,
    rows.map((row) => LEDGER_COLUMNS.map((column) => row[column])),
  );
}

const fileName = (picture: StoredPicture | null | undefined) => picture?.url.split('/').pop() ?? null;

/** The files the member uploaded: their profile picture and their issue reports' screenshots, from stored_files. */
async function uploadedFiles(db: Db, data: MemberData): Promise<Zippable> {
  const wanted = new Map<string, string>();
  const picture = fileName(data.account.profile_picture as StoredPicture | null);
  if (picture) wanted.set(picture, `files/profile-picture-${picture}`);
  const reports = [...(data.referencedBy.issue_reports?.user_id ?? []), ...(data.byEmail.issue_reports ?? [])];
  for (const report of reports) {
    const name = fileName(report.screenshot as StoredPicture | null);
    if (name) wanted.set(name, `files/issue-${String(report.id)}-${name}`);
  }
  if (wanted.size === 0) return {};
  const rows = await db
    .selectFrom('stored_files')
    .select(['name', 'bytes'])
    .where('name', 'in', [...wanted.keys()])
    .execute();
  return Object.fromEntries(rows.map((row) => [wanted.get(row.name)!, new Uint8Array(asBuffer(row.bytes))]));
}

/** The lowercase words of the chapter's name joined by '-', for the download's name. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'chapter';

/**
 * The whole export as one zip, built in memory (a heavy member's is well under a megabyte: docs/privacy.md), with
 * its download name '<chapter-slug>-my-data-YYYY-MM-DD.zip' (the day in the chapter's zone).
 */
export async function buildExport(
  db: Db,
  userId: string,
  chapter: { name: string; timeZone: string },
  now: Date,
): Promise<{ zip: Uint8Array; fileName: string }> {
  const data = await collectMemberData(db, userId, chapter.name, now);
  const entries: Zippable = {
    'data.json': strToU8(JSON.stringify(data, null, 2)),
    'points-history.csv': strToU8(await pointsHistoryCsv(db, userId)),
    ...(await uploadedFiles(db, data)),
  };
  return { zip: zipSync(entries, { level: 6 }), fileName: `${slugOf(chapter.name)}-my-data-${dateIn(now, chapter.timeZone)}.zip` };
}
