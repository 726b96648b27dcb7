import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reportRemoteSession } from './remoteHealth';
import { loadRemotesManifest } from './remotesManifest';

/** What every remote exposes as './App' (a default export, so React.lazy can take it). */
export interface RemoteAppModule {
  default: ComponentType;
  /** Loads what the page at `pathname` needs (its lazy chunk), so it renders without suspending: before hydration. */
  preload?: (pathname: string) => Promise<void>;
  /** The page's title and description (a real title per public page), for the prerender and navigation. */
  pageMeta?: (pathname: string) => { title: string; description: string } | null;
}

/** Each remote's './App' once it has loaded: an area renders it at once, without a Suspense fallback (hydration). */
const loadedModules = new Map<string, RemoteAppModule>();

/** The remote's module if it has already loaded (the shell's first render over prerendered HTML needs it synchronously). */
export const loadedRemoteApp = (name: string): RemoteAppModule | undefined => loadedModules.get(name);

/** The prerender (node) hands the remote's module in directly: there is no federation runtime there. */
export function primeRemoteApp(name: string, module: RemoteAppModule): void {
  loadedModules.set(name, module);
}

export class RemoteUnavailableError extends Error {
  constructor(
    public readonly remote: string,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads `<name>/App`; a retry re-reads remotes.json and registers the remote anew (it may be new, moved or restored).
 * The load's start counts as a session of the listed version (once per tab), whatever follows.
 */
export async function loadRemoteApp(name: string, retry = false): Promise<RemoteAppModule> {
  const manifest = await loadRemotesManifest(retry ? name : false);
  if (!manifest[name]) throw new RemoteUnavailableError(name, 'not listed in remotes.json');
  reportRemoteSession(name);
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(name, 'its ./App has no default component');
  loadedModules.set(name, module);
  return module;
}
