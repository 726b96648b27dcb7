import fs from 'node:fs';
import path from 'node:path';
import { AREAS, type Area } from '@chapter/shared/areas';
import { HttpError } from '../../errors';
import { versionInUrl } from './store';
import { isRecord } from '../validate';

/** What the server's own build wrote into the web folder: remotes.json and deployments.json (scripts/build-web.mjs). */
function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The remotes map dist/web/remotes.json holds (container name → manifest URL); empty when there is none. */
export function builtRemotes(webDir: string): Record<string, unknown> {
  const value = readJson(path.join(webDir, 'remotes.json'));
  return isRecord(value) ? value : {};
}

/** The version of the server's own build of a remote (the one remotes.json names), or null. */
export function builtVersion(webDir: string, area: Area): string | null {
  return versionInUrl(area.pkg, builtRemotes(webDir)[area.name]);
}

export interface DeployedShell {
  provides: Record<string, string>;
  test: boolean;
  buildId: string | null;
}

/** The deployed shell: the last "shell" entry of deployments.json (scripts/build-web.mjs records each build), or null. */
export function deployedShell(webDir: string): DeployedShell | null {
  const history = readJson(path.join(webDir, 'deployments.json'));
  const shell = isRecord(history) && Array.isArray(history.shell) ? (history.shell.at(-1) as unknown) : null;
  if (!isRecord(shell)) return null;
  const provides = isRecord(shell.provides)
    ? Object.fromEntries(Object.entries(shell.provides).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
  return { provides, test: shell.test === true, buildId: typeof shell.buildId === 'string' ? shell.buildId : null };
}

/** The remote a URL's `:remote` names by its package folder (mfe-admin), or 404. */
export function remoteArea(pkg: string): Area {
  const area = AREAS.find((candidate) => candidate.pkg === pkg);
  if (!area) throw new HttpError(404, `There is no remote named ${pkg}; the remotes are ${AREAS.map((a) => a.pkg).join(', ')}.`);
  return area;
}
