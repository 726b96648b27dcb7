import type { Kysely } from 'kysely';
import type { DeployHistoryEntry, RemoteDeployment, RemoteVersion } from '@chapter/contract';
import { AREAS } from '@chapter/shared/areas';
import type { Database } from '../../db/schema';
import { builtRemotes } from './built';
import { readReleases } from './releases';
import { listVersions, manifestUrl, versionInUrl } from './store';

const HISTORY_SHOWN = 50;

/**
 * Every remote for the admin's Deployments tab: its stable version and canary, its versions (the server's own build
 * and each upload, newest first) with what pages reported for each, and its history (newest first).
 */
export async function deploymentsOverview(db: Kysely<Database>, webDir: string): Promise<RemoteDeployment[]> {
  const [releases, versions, health, history] = await Promise.all([
    readReleases(db),
    listVersions(db),
    db.selectFrom('remote_version_health').selectAll().execute(),
    db.selectFrom('remote_deploy_history').selectAll().orderBy('id', 'desc').execute(),
  ]);
  const built = builtRemotes(webDir);
  return AREAS.map((area) => {
    const release = releases.find((row) => row.pkg === area.pkg);
    const builtVersion = versionInUrl(area.pkg, built[area.name]);
    const stable = release?.stable_version ?? builtVersion ?? '';
    const canary = release?.canary_version ?? null;
    const stateOf = (version: string): RemoteVersion['state'] => (version === canary ? 'canary' : version === stable ? 'stable' : 'retired');
    const figures = (version: string) => {
      const row = health.find((entry) => entry.pkg === area.pkg && entry.version === version);
      const sessions = row?.sessions ?? 0;
      const failures = (row?.load_failures ?? 0) + (row?.render_errors ?? 0);
      return { sessions, failures, failureRate: sessions > 0 ? failures / sessions : null };
    };
    const uploaded: RemoteVersion[] = versions
      .filter((row) => row.pkg === area.pkg)
      .map((row) => ({
        version: row.version,
        contentHash: row.content_hash,
        url: manifestUrl(area.pkg, row.version),
        source: row.source,
        deployedBy: row.deployed_by,
        deployedAt: row.created_at.toISOString(),
        state: stateOf(row.version),
        size: Number(row.size),
        files: row.files,
        ...figures(row.version),
      }));
    const fromBuild: RemoteVersion[] =
      builtVersion && !uploaded.some((row) => row.version === builtVersion)
        ? [
            {
              version: builtVersion,
              contentHash: null,
              url: manifestUrl(area.pkg, builtVersion),
              source: 'build',
              deployedBy: null,
              deployedAt: null,
              state: stateOf(builtVersion),
              size: null,
              files: null,
              ...figures(builtVersion),
            },
          ]
        : [];
    const entries: DeployHistoryEntry[] = history
      .filter((row) => row.pkg === area.pkg)
      .slice(0, HISTORY_SHOWN)
      .map((row) => ({
        action: row.action,
        version: row.version,
        previous: row.previous,
        share: row.share,
        by: row.by,
        reason: row.reason,
        at: row.at.toISOString(),
      }));
    return {
      remote: area.pkg,
      name: area.name,
      stable,
      canary:
        canary && release?.canary_share ? { version: canary, share: release.canary_share, since: (release.canary_since ?? new Date()).toISOString() } : null,
      // Version names start with their time, so the newest sorts first.
      versions: [...uploaded, ...fromBuild].sort((a, b) => (a.version < b.version ? 1 : -1)),
      history: entries,
    };
  });
}
