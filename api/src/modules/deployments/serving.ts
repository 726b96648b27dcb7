import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RemoteSource } from '../../plugins/remoteReleases';
import { effectiveRemotes, readReleases } from './releases';
import { versionFiles } from './store';

/**
 * What the pages and /remotes/ need from the deployments (plugins/remoteReleases.ts): each browser's remotes map, read
 * per request (one small query, a row per remote), so every instance serves a change on its next page; and an uploaded
 * version's files for the disk cache.
 */
export function remoteSource(db: Kysely<Database>): RemoteSource {
  return {
    remotesFor: async (base, browserId) => effectiveRemotes(base, await readReleases(db), browserId),
    versionFiles: (pkg, version) => versionFiles(db, pkg, version),
  };
}
