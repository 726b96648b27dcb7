import fs from 'node:fs';
import path from 'node:path';

/**
 * The other origins remotes.json points remotes at (a team's own static host or CDN), read again whenever the
 * file changes, so the pages' CSP lets exactly those load their scripts and manifests.
 */
export function remoteOrigins(webDir: string): () => string[] {
  const file = path.join(webDir, 'remotes.json');
  let seen = '';
  let origins: string[] = [];
  return () => {
    let stamp = '';
    try {
      const stat = fs.statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // No remotes.json (the front end is not built): only the page's own origin.
    }
    if (stamp === seen) return origins;
    seen = stamp;
    origins = stamp ? originsIn(file) : [];
    return origins;
  };
}

function originsIn(file: string): string[] {
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  if (!listed || typeof listed !== 'object') return [];
  const found = new Set<string>();
  for (const value of Object.values(listed)) {
    if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue; // a path is the page's own origin
    try {
      found.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...found].sort();
}
