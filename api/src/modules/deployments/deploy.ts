import type { Kysely } from 'kysely';
import { incompatibility } from '@chapter/shared/compat';
import type { Area } from '@chapter/shared/areas';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AuditActor } from '../audit/audit';
import { unpackBuild } from './archive';
import { builtVersion, deployedShell } from './built';
import { alreadyServed, makeStable, startCanary } from './releases';
import { insertVersion, manifestUrl, versionWithHash } from './store';

/** Who uploads: a member (admin) or a deploy token. */
export interface Uploader {
  source: 'token' | 'admin';
  actor: AuditActor;
  userId: string | null;
  tokenId: string | null;
}

export interface DeployResult {
  remote: string;
  version: string;
  url: string;
  stored: boolean;
  state: 'stable' | 'canary';
}

const timestamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14); // yyyymmddhhmmss, UTC

/** The `?canary=N` of an upload: null for a stable deploy, else a share 1-100. */
export function canaryShare(value: string | undefined): number | null {
  if (value === undefined) return null;
  const share = Number(value);
  if (!Number.isInteger(share) || share < 1 || share > 100) throw new HttpError(400, 'canary is the share of browsers in per cent, from 1 to 100.');
  return share;
}

/**
 * Checks an uploaded build of `area`'s remote and serves it: stable for every browser, or a canary for `share` % of
 * them. Refused (nothing changes) when the archive is bad (400, 413) or the deployed shell cannot host it (409, the
 * message `npm run deploy:remote` gives). The same content uploaded again is the version already stored.
 */
export async function deployUpload(
  db: Kysely<Database>,
  webDir: string,
  area: Area,
  archive: Buffer,
  share: number | null,
  uploader: Uploader,
): Promise<DeployResult> {
  const build = await unpackBuild(archive, area);
  const shell = deployedShell(webDir);
  const { satisfy } = await import('@module-federation/runtime-core');
  const refusal = incompatibility(area.pkg, build.manifest, shell?.provides, build.build.runtime, satisfy);
  if (refusal) throw new HttpError(409, refusal);
  // A test build carries the suite's probes and is never served as the app, nor the reverse (scripts/build-web.mjs).
  if (shell && build.build.test !== shell.test) {
    throw new HttpError(
      409,
      build.build.test
        ? 'This is a test build and the deployed shell is not: build the remote without --test.'
        : 'The deployed shell is a test build: build the remote as one (the CLI does this by itself).',
    );
  }
  const context = { builtVersion: builtVersion(webDir, area), actor: uploader.actor };
  return db.transaction().execute(async (trx) => {
    const existing = await versionWithHash(trx, area.pkg, build.contentHash);
    const version = existing?.version ?? `${timestamp(new Date())}-${build.contentHash.slice(0, 8)}`;
    if (!existing) {
      await insertVersion(trx, {
        pkg: area.pkg,
        version,
        contentHash: build.contentHash,
        source: uploader.source,
        deployedBy: uploader.actor.name,
        userId: uploader.userId,
        tokenId: uploader.tokenId,
        runtime: build.build.runtime,
        buildId: build.build.buildId,
        files: build.files,
      });
    }
    if (!(await alreadyServed(trx, area.pkg, version, share, context))) {
      if (share === null) await makeStable(trx, area.pkg, version, 'deploy', context);
      else await startCanary(trx, area.pkg, version, share, context);
    }
    return { remote: area.pkg, version, url: manifestUrl(area.pkg, version), stored: !existing, state: share === null ? 'stable' : 'canary' };
  });
}
