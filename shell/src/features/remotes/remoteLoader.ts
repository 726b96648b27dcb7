import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest } from './remotesManifest';

/** What every remote exposes as './App' (a default export, so React.lazy can take it). */
export interface RemoteAppModule {
  default: ComponentType;
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

/** Loads `<name>/App`; a retry re-reads remotes.json and registers the remote anew (it may be new, moved or restored). */
export async function loadRemoteApp(name: string, retry = false): Promise<RemoteAppModule> {
  const manifest = await loadRemotesManifest(retry ? name : false);
  if (!manifest[name]) throw new RemoteUnavailableError(name, 'not listed in remotes.json');
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(name, 'its ./App has no default component');
  return module;
}
