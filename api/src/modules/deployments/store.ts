import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { BuildFile } from './archive';

type Db = Kysely<Database> | Transaction<Database>;

/** How many files go into one insert: a version's files reach the database in a few statements, none too large. */
const FILES_PER_INSERT = 25;

export interface StoredVersion {
  pkg: string;
  version: string;
  content_hash: string;
  source: 'token' | 'admin';
  deployed_by: string | null;
  size: string;
  files: number;
  created_at: Date;
}

/** The URL of a version's manifest, the same scheme as builds on the server (dist/web/remotes/<pkg>/<version>/). */
export const manifestUrl = (pkg: string, version: string): string => `/remotes/${pkg}/${version}/mf-manifest.json`;

/** The version `/remotes/<pkg>/<version>/…` names, or null for another URL. */
export function versionInUrl(pkg: string, url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const match = /^\/remotes\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match && match[1] === pkg ? match[2]! : null;
}

export async function versionWithHash(db: Db, pkg: string, contentHash: string): Promise<StoredVersion | null> {
  return (await db.selectFrom('remote_versions').selectAll().where('pkg', '=', pkg).where('content_hash', '=', contentHash).executeTakeFirst()) ?? null;
}

export async function storedVersion(db: Db, pkg: string, version: string): Promise<StoredVersion | null> {
  return (await db.selectFrom('remote_versions').selectAll().where('pkg', '=', pkg).where('version', '=', version).executeTakeFirst()) ?? null;
}

export async function listVersions(db: Db): Promise<StoredVersion[]> {
  return db.selectFrom('remote_versions').selectAll().orderBy('created_at', 'desc').orderBy('version', 'desc').execute();
}

export interface NewVersion {
  pkg: string;
  version: string;
  contentHash: string;
  source: 'token' | 'admin';
  deployedBy: string;
  userId: string | null;
  tokenId: string | null;
  runtime: string;
  buildId: string | null;
  files: BuildFile[];
}

/** Stores a version and its files (in the caller's transaction). */
export async function insertVersion(trx: Db, version: NewVersion): Promise<void> {
  await trx
    .insertInto('remote_versions')
    .values({
      pkg: version.pkg,
      version: version.version,
      content_hash: version.contentHash,
      source: version.source,
      deployed_by: version.deployedBy,
      deployed_by_user: version.userId,
      token_id: version.tokenId,
      size: version.files.reduce((sum, file) => sum + file.bytes.length, 0),
      files: version.files.length,
      runtime: version.runtime,
      build_id: version.buildId,
    })
    .execute();
  for (let start = 0; start < version.files.length; start += FILES_PER_INSERT) {
    const rows = version.files.slice(start, start + FILES_PER_INSERT).map((file) => ({
      pkg: version.pkg,
      version: version.version,
      path: file.path,
      content_type: file.contentType,
      bytes: file.bytes,
      size: file.bytes.length,
    }));
    await trx.insertInto('remote_version_files').values(rows).execute();
  }
}

/** Every file of a stored version, with its content type and bytes; null when there is no such version. */
export async function versionFiles(db: Db, pkg: string, version: string): Promise<Array<{ path: string; contentType: string; bytes: Buffer }> | null> {
  const rows = await db
    .selectFrom('remote_version_files')
    .select(['path', 'content_type', 'bytes'])
    .where('pkg', '=', pkg)
    .where('version', '=', version)
    .execute();
  return rows.length ? rows.map((row) => ({ path: row.path, contentType: row.content_type, bytes: Buffer.from(row.bytes) })) : null;
}
