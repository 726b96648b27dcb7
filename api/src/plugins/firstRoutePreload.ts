import fs from 'node:fs';
import path from 'node:path';
import { areaAt } from '@chapter/shared/areas';
import { APP_PRELOADS_ID } from '@chapter/shared/constants';

/** The list of the shell's start chunks its build writes (shared/build/startAssets.cjs); kept off the static files. */
export const START_ASSETS = 'start-assets.json';

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const scriptPreload = (src: string): string => `<link rel="preload" href="${attribute(src)}" as="script" fetchpriority="low">`;

/**
 * The shell's own start files (start-assets.json, written by its build: shared/build/startAssets.cjs), read per page as
 * index.html is, so a new build takes effect at once. Only plain chunk names are taken: the file cannot point elsewhere.
 */
function shellLinks(webDir: string): string {
  try {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(webDir, START_ASSETS), 'utf8')) as { scripts?: unknown };
    if (!Array.isArray(scripts)) return '';
    return scripts
      .filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file))
      .map((file) => scriptPreload(`/${file}`))
      .join('');
  } catch {
    return ''; // an older build without the list: the shell loads its chunks as it always did
  }
}

/**
 * The preload of a remote's manifest, when this server holds it. Only the manifest: were its entry and './App' files
 * preloaded too, a page opened while that remote is down would keep their failed preloads, and Chromium answers the
 * next request of each address (the area's Retry) with that failure. The manifest's failed preload is consumed by the
 * area's first attempt, so a Retry fetches afresh. fetch() asks with credentials "same-origin", which
 * crossorigin="anonymous" matches, so nothing is fetched twice (e2e/tests/firstRoute.spec.ts).
 */
function remoteManifestLink(webDir: string, manifestUrl: string, uploaded: (url: string) => boolean): string {
  const file = path.join(webDir, manifestUrl);
  const here = uploaded(manifestUrl) || (file.startsWith(webDir + path.sep) && fs.existsSync(file));
  if (!here) return ''; // not deployed (yet): the area reports it
  return `<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`;
}

/**
 * `<link rel="preload">` tags for what the first render of `pathname` needs: the shell's start chunks, then the manifest
 * of the remote that owns the path. The browser fetches them beside the shell's start script instead of one round trip after
 * another as each script runs. At low priority, as the shell's own deferred scripts are: at high, preloads delayed the
 * first paint of a signed-in page from 0.62 s to 1.36 s (Lighthouse mobile). No manifest for a path no area owns or a
 * remote remotes.json does not name (or names on another origin). `uploaded`: whether a manifest URL is a version
 * uploaded through the API (served from the database, not webDir).
 */
export function firstRoutePreloads(
  webDir: string,
  remotes: Record<string, unknown>,
  pathname: string,
  uploaded: (url: string) => boolean = () => false,
): string {
  const area = areaAt(pathname);
  const manifestUrl = area ? remotes[area.name] : undefined;
  const remote = typeof manifestUrl === 'string' && manifestUrl.startsWith('/remotes/') ? remoteManifestLink(webDir, manifestUrl, uploaded) : '';
  return shellLinks(webDir) + remote;
}

/**
 * For a page drawn before any script (prerendered, or drawn for the member): its first route's preloads kept inert in a
 * template, which the start script puts in the page when the app starts (shell/src/features/start/loadApp.ts). The
 * entry's chunks and the remote's manifest then come beside the entry, instead of each a round trip after the script
 * that names it has run; as live tags they would compete with the page's own paint for the line.
 */
export const appStartPreloads = (preloads: string): string => (preloads ? `<template id="${APP_PRELOADS_ID}">${preloads}</template>` : '');
