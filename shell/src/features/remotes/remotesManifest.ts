import { registerRemotes } from '@module-federation/enhanced/runtime';
import { installFederationTimeouts } from './federationTimeouts';
import { postRemotesToServiceWorker } from '../../sw/pageSide';

/** remotes.json: container name -> URL of that remote's mf-manifest.json (a remote moves by changing one URL). */
export type RemotesManifest = Record<string, string>;

let known: RemotesManifest | null = null;
let pending: Promise<RemotesManifest> | null = null;

/** remotes.json as the server inlined it into the page (a JSON data block), read once: the first load needs no request. */
function inlined(): unknown {
  const block = typeof document === 'undefined' ? null : document.getElementById('chapter-remotes');
  if (!block?.textContent) return undefined;
  block.remove(); // a Retry reads the file afresh
  try {
    return JSON.parse(block.textContent);
  } catch {
    return undefined;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  let body: unknown = inlined();
  if (body === undefined) {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    body = await response.json();
  }
  if (!body || typeof body !== 'object') throw new Error('remotes.json is not an object');
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(body)) {
    if (typeof url === 'string') manifest[name] = new URL(url, window.location.href).href;
  }
  return manifest;
}

/** The manifest URL registered for `name`, if remotes.json has been read and lists it (the health reports' version). */
export const registeredRemoteUrl = (name: string): string | undefined => known?.[name];

/** Registers what is new or moved; `fresh` names a remote to register anew even at the same address (a Retry). */
function register(next: RemotesManifest, fresh?: string): void {
  const changed = Object.entries(next).filter(([name, entry]) => known?.[name] !== entry || name === fresh);
  if (changed.length === 0) return;
  installFederationTimeouts();
  // force: a moved or retried remote replaces the old registration with its cached manifest and container
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: known !== null },
  );
}

/**
 * The registered remotes; fetched once, or again for a Retry of `refresh` (a remote's name, or true), which
 * re-reads remotes.json and registers that remote anew so nothing cached from its failed load is reused.
 */
export function loadRemotesManifest(refresh: string | boolean = false): Promise<RemotesManifest> {
  if (known && !refresh) return Promise.resolve(known);
  // A Retry must register its remote anew: after a read already under way, read again for it.
  if (pending && typeof refresh === 'string')
    return pending.then(
      () => loadRemotesManifest(refresh),
      () => loadRemotesManifest(refresh),
    );
  if (!pending) {
    pending = fetchManifest()
      .then((next) => {
        register(next, typeof refresh === 'string' ? refresh : undefined);
        known = { ...known, ...next };
        postRemotesToServiceWorker(known);
        return known;
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
