import { registerRemotes } from '@module-federation/enhanced/runtime';

/** remotes.json: container name -> URL of that remote's mf-manifest.json (DESIGN.md, federation rules). */
export type RemotesManifest = Record<string, string>;

let known: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error('remotes.json is not an object');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(body)) {
    if (typeof url === 'string') manifest[name] = new URL(url, window.location.href).href;
  }
  return manifest;
}

function register(next: RemotesManifest): void {
  const changed = Object.entries(next).filter(([name, entry]) => known?.[name] !== entry);
  if (changed.length === 0) return;
  // force: a moved remote replaces the old registration and its cached container
  registerRemotes(changed.map(([name, entry]) => ({ name, entry })), { force: known !== null });
}

/** The registered remotes; fetched once, or again when `refresh` is set (a Retry of an unknown remote). */
export function loadRemotesManifest(refresh = false): Promise<RemotesManifest> {
  if (known && !refresh) return Promise.resolve(known);
  if (!pending) {
    pending = fetchManifest()
      .then((next) => {
        register(next);
        known = { ...known, ...next };
        return known;
      })
      .finally(() => { pending = null; });
  }
  return pending;
}
