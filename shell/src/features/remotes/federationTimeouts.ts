import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest or entry script may take before its area shows the fallback. */
export const MANIFEST_TIMEOUT_MS = 8_000;
export const ENTRY_TIMEOUT_MS = 12_000;

/** The runtime waits for ever on a manifest that never answers; this bounds the wait to that remote's own load. */
export function federationTimeoutsPlugin(timeoutMs = MANIFEST_TIMEOUT_MS, entryTimeoutMs = ENTRY_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'chapter-federation-timeouts',
    fetch(url, init) {
      const controller = new AbortController();
      // Not cleared on the answer: the body must arrive in time too, and aborting a finished request does nothing.
      setTimeout(() => controller.abort(new Error(`${url} did not answer within ${timeoutMs} ms`)), timeoutMs);
      return fetch(url, { ...init, signal: controller.signal });
    },
    createScript() {
      return { timeout: entryTimeoutMs };
    },
  };
}

let installed = false;

/** Installs the time-outs once, before the first remote is registered. */
export function installFederationTimeouts(): void {
  if (installed) return;
  installed = true;
  registerPlugins([federationTimeoutsPlugin()]);
}
