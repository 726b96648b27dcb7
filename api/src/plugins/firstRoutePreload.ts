import fs from 'node:fs';
import path from 'node:path';
import { areaAt } from '@chapter/shared/areas';

/** The few fields of a remote's mf-manifest.json that name the files its './App' needs first. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A remote version's folder never changes once deployed (a deploy writes a new one): its links are read once. */
const linksByManifest = new Map<string, string>();

/** The preload links of one remote version: its manifest, its entry and its './App' module's own files. */
function remoteLinks(webDir: string, manifestUrl: string): string {
  const kept = linksByManifest.get(manifestUrl);
  if (kept !== undefined) return kept;
  const file = path.join(webDir, manifestUrl);
  if (!file.startsWith(webDir + path.sep)) return '';
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as RemoteManifest;
  } catch {
    return ''; // not deployed (yet): the shell reports it when it tries; no link is better than a wrong one
  }
  const folder = `${path.posix.dirname(manifestUrl)}/`;
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [
    ...(entry?.name ? [`${folder}${entry.path ?? ''}${entry.name}`] : []),
    ...(manifest.exposes?.find((expose) => expose.path === './App')?.assets?.js?.sync ?? []).map((asset) => folder + asset),
  ];
  // The runtime reads the manifest with fetch() (credentials "same-origin", which crossorigin="anonymous" matches) and
  // adds the scripts as classic <script> elements: the preloads match those requests, so nothing is fetched twice
  // (e2e/tests/firstRoute.spec.ts). At low priority, as the shell's own deferred scripts are: measured at high, the
  // preloads delayed the shell's first paint of a signed-in page from 0.62 s to 1.36 s (Lighthouse mobile).
  const links = [
    `<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    ...scripts.map((src) => `<link rel="preload" href="${attribute(src)}" as="script" fetchpriority="low">`),
  ].join('');
  linksByManifest.set(manifestUrl, links);
  return links;
}

/**
 * `<link rel="preload">` tags for the remote that owns `pathname`: the browser fetches its manifest, entry and './App'
 * files while it is still fetching the shell's own scripts, instead of one after the other once the shell runs. Empty
 * for a path no area owns or a remote remotes.json does not name.
 */
export function firstRoutePreloads(webDir: string, remotes: Record<string, unknown>, pathname: string): string {
  const area = areaAt(pathname);
  const manifestUrl = area ? remotes[area.name] : undefined;
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/remotes/')) return '';
  return remoteLinks(webDir, manifestUrl);
}
