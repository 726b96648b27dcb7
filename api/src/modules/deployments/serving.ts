import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RemoteSource } from '../../plugins/remoteReleases';
import { effectiveRemotes, readReleases } from './releases';

/**
 * What the pages and /remotes/ need from the deployments (plugins/remoteReleases.ts): each browser's remotes map, read
 * per request (one small query, a row per remote), so every instance serves a change on its next page; and an uploaded
 * version's files for the disk cache.
 */
export function remoteSource(db: Kysely<Database>): RemoteSource {
  return {
    remotesFor: async (base, browserId) => effectiveRemotes(base, await readReleases(db), browserId),
    versionFiles: async (pkg, version) => {
      const rows = await db
        .selectFrom('remote_version_files')
        .select(['path', 'content_type', 'bytes'])
        .where('pkg', '=', pkg)
        .where('version', '=', version)
        .execute();
      return rows.length ? rows.map((row) => ({ path: row.path, contentType: row.content_type, bytes: Buffer.from(row.bytes) })) : null;
    },
  };
}
