import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DeployAction } from '@chapter/contract';
import { AREAS } from '@chapter/shared/areas';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { writeAudit, type AuditActor } from '../audit/audit';
import { manifestUrl } from './store';

type Trx = Transaction<Database>;

/** Which version a remote serves: stable null = the server's own build (remotes.json). */
export interface ReleaseRow {
  pkg: string;
  stable_version: string | null;
  canary_version: string | null;
  canary_share: number | null;
  canary_since: Date | null;
}

/** Every remote's release: one small query (a row per remote), read by every page. */
export async function readReleases(db: Kysely<Database>): Promise<ReleaseRow[]> {
  return db.selectFrom('remote_releases').select(['pkg', 'stable_version', 'canary_version', 'canary_share', 'canary_since']).execute();
}

/**
 * The browser's bucket (0-99) for a canary: the first 4 bytes of SHA-256(browser id:package:canary version), mod 100.
 * The same browser keeps its bucket for a canary; another canary version shuffles the buckets anew.
 */
export function canaryBucket(browserId: string, pkg: string, version: string): number {
  return crypto.createHash('sha256').update(`${browserId}:${pkg}:${version}`).digest().readUInt32BE(0) % 100;
}

/** The remotes map a browser gets: remotes.json with each remote's stable version, or its canary for the canary's share. */
export function effectiveRemotes(base: Record<string, unknown>, releases: readonly ReleaseRow[], browserId: string): Record<string, unknown> {
  const remotes = { ...base };
  for (const release of releases) {
    const area = AREAS.find((candidate) => candidate.pkg === release.pkg);
    if (!area) continue;
    const { canary_version: canary, canary_share: share } = release;
    if (canary && share && canaryBucket(browserId, release.pkg, canary) < share) remotes[area.name] = manifestUrl(release.pkg, canary);
    else if (release.stable_version) remotes[area.name] = manifestUrl(release.pkg, release.stable_version);
  }
  return remotes;
}

export interface HistoryInput {
  action: DeployAction;
  version: string | null;
  previous: string | null;
  share?: number | null;
  by: string | null;
  reason?: string | null;
}

/** Locks the remote's release row for the change (made when missing), so two changes of one remote queue up. */
export async function lockRelease(trx: Trx, pkg: string): Promise<ReleaseRow> {
  await trx
    .insertInto('remote_releases')
    .values({ pkg })
    .onConflict((conflict) => conflict.column('pkg').doNothing())
    .execute();
  return trx
    .selectFrom('remote_releases')
    .select(['pkg', 'stable_version', 'canary_version', 'canary_share', 'canary_since'])
    .where('pkg', '=', pkg)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface ReleaseChange {
  stable_version?: string | null;
  canary_version: string | null;
  canary_share: number | null;
}

/** Writes the release, its history entry and the audit entry, in the caller's transaction. */
export async function recordChange(trx: Trx, pkg: string, change: ReleaseChange, history: HistoryInput, actor: AuditActor): Promise<void> {
  await trx
    .updateTable('remote_releases')
    .set({ ...change, canary_since: change.canary_version ? new Date() : null, updated_at: new Date() })
    .where('pkg', '=', pkg)
    .execute();
  await trx
    .insertInto('remote_deploy_history')
    .values({
      pkg,
      action: history.action,
      version: history.version,
      previous: history.previous,
      share: history.share ?? null,
      by: history.by,
      reason: history.reason ?? null,
    })
    .execute();
  await writeAudit(trx, {
    action: `remote-${history.action}`,
    actor,
    after: { remote: pkg, version: history.version, previous: history.previous, share: history.share ?? null, reason: history.reason ?? null },
  });
}

/** What a change needs to know besides the database: the version the server's own build serves (remotes.json). */
export interface ReleaseContext {
  builtVersion: string | null;
  actor: AuditActor;
}

const stableOf = (release: ReleaseRow, context: ReleaseContext) => release.stable_version ?? context.builtVersion;

/** Serves an uploaded version to `share` % of browsers (replacing a running canary). */
export async function startCanary(trx: Trx, pkg: string, version: string, share: number, context: ReleaseContext): Promise<string> {
  if (!Number.isInteger(share) || share < 1 || share > 100)
    throw new HttpError(400, "A canary's share is a whole number from 1 to 100 (per cent of browsers).");
  const release = await lockRelease(trx, pkg);
  if (version === stableOf(release, context)) throw new HttpError(409, `${version} is already ${pkg}'s stable version.`);
  await recordChange(
    trx,
    pkg,
    { canary_version: version, canary_share: share },
    { action: 'canary', version, previous: release.canary_version ?? stableOf(release, context), share, by: context.actor.name },
    context.actor,
  );
  return `${pkg} ${version} is served to ${share} % of browsers`;
}

/** Makes a version the stable one for every browser (a deploy without a canary); any canary stops. */
export async function makeStable(trx: Trx, pkg: string, version: string, action: 'deploy' | 'promote', context: ReleaseContext): Promise<void> {
  const release = await lockRelease(trx, pkg);
  const stable = version === context.builtVersion && release.stable_version === null ? null : version;
  await recordChange(
    trx,
    pkg,
    { stable_version: stable, canary_version: null, canary_share: null },
    { action, version, previous: stableOf(release, context), by: context.actor.name },
    context.actor,
  );
}

/** Whether deploying `version` as stable (or as a canary of `share`) would change nothing. */
export async function alreadyServed(trx: Trx, pkg: string, version: string, share: number | null, context: ReleaseContext): Promise<boolean> {
  const release = await lockRelease(trx, pkg);
  if (share === null) return stableOf(release, context) === version && release.canary_version === null;
  return release.canary_version === version && release.canary_share === share;
}

export async function promoteCanary(trx: Trx, pkg: string, context: ReleaseContext): Promise<string> {
  const release = await lockRelease(trx, pkg);
  if (!release.canary_version) throw new HttpError(409, `${pkg} has no canary to promote.`);
  await makeStable(trx, pkg, release.canary_version, 'promote', context);
  return `${pkg} ${release.canary_version} is now served to every browser`;
}

/** Stops the canary: every browser gets the stable version. `auto-rollback` is the API's own, with its reason. */
export async function stopCanary(trx: Trx, pkg: string, context: ReleaseContext, auto?: { reason: string; version: string }): Promise<string | null> {
  const release = await lockRelease(trx, pkg);
  if (!release.canary_version || (auto && release.canary_version !== auto.version)) {
    if (auto) return null; // another change came first: nothing to roll back
    throw new HttpError(409, `${pkg} has no canary running.`);
  }
  await recordChange(
    trx,
    pkg,
    { canary_version: null, canary_share: null },
    {
      action: auto ? 'auto-rollback' : 'stop-canary',
      version: stableOf(release, context),
      previous: release.canary_version,
      share: 0,
      by: auto ? null : context.actor.name,
      reason: auto?.reason ?? null,
    },
    context.actor,
  );
  return `${pkg}'s canary ${release.canary_version} stopped: every browser gets ${stableOf(release, context) ?? 'the stable version'}`;
}

/**
 * Serves the stable version deployed before the current one again, skipping versions already rolled back from (as
 * `npm run rollback:remote` does); any canary stops. Run again to go further back.
 */
export async function rollback(trx: Trx, pkg: string, context: ReleaseContext): Promise<string> {
  const release = await lockRelease(trx, pkg);
  const current = stableOf(release, context);
  const entries = await trx
    .selectFrom('remote_deploy_history')
    .select(['action', 'version', 'previous'])
    .where('pkg', '=', pkg)
    .where('action', 'in', ['deploy', 'promote', 'rollback'])
    .orderBy('id', 'asc')
    .execute();
  const rolledBackFrom = new Set(entries.filter((entry) => entry.action === 'rollback').map((entry) => entry.previous));
  // Every stable version in the order it was first served: the one before the first change, then each deployed.
  const served: string[] = [];
  for (const entry of entries) {
    if (entry.action === 'rollback') continue;
    for (const version of [entry.previous, entry.version]) if (version && !served.includes(version)) served.push(version);
  }
  const before = current && served.includes(current) ? served.slice(0, served.indexOf(current)) : served.filter((version) => version !== current);
  const target = before.reverse().find((version) => !rolledBackFrom.has(version));
  if (!target) throw new HttpError(409, `No earlier version of ${pkg} is left to roll back to.`);
  await recordChange(
    trx,
    pkg,
    { stable_version: target === context.builtVersion ? null : target, canary_version: null, canary_share: null },
    { action: 'rollback', version: target, previous: current, by: context.actor.name },
    context.actor,
  );
  return `${pkg} is back on ${target}`;
}
