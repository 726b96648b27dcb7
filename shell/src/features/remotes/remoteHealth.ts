import { API_BASE, apiClient } from '@chapter/shared';
import type { RemoteHealthKind, RemoteHealthReport } from '@chapter/shared/types';
import { registeredRemoteUrl } from './remotesManifest';

/**
 * What the page tells the API about the remotes it runs (docs/deploying-a-remote.md): a `session` once per browser
 * tab and remote version, and a failure (the first one's kind) at most once per tab and version too, so a version's
 * failure rate is the share of its sessions that failed, however often one member reloads a failing page. Only the
 * remote's container name, its version and the kind are sent: nothing about the member or the page.
 */
const SESSION_KEY_PREFIX = 'chapter.remoteSession.';
const MANIFEST_FILE = 'mf-manifest.json';

/** Reports already sent from this page (and the sessions when the tab's storage cannot be used). */
const sent = new Set<string>();

/** The version in a remote's manifest URL: the folder that holds mf-manifest.json (/remotes/<pkg>/<version>/mf-manifest.json), or null. */
export function remoteVersion(manifestUrl: string): string | null {
  let segments: string[];
  try {
    segments = new URL(manifestUrl, 'http://page.invalid').pathname.split('/');
  } catch {
    return null;
  }
  const file = segments.length - 1;
  if (segments[file] !== MANIFEST_FILE || file < 2) return null;
  const folder = segments[file - 1];
  if (!folder) return null;
  try {
    return decodeURIComponent(folder);
  } catch {
    return folder;
  }
}

/** True the first time in this tab (sessionStorage), so a reload is not a new session nor a new failure. */
function firstInTab(key: string): boolean {
  try {
    const storageKey = SESSION_KEY_PREFIX + key;
    if (window.sessionStorage.getItem(storageKey)) return false;
    window.sessionStorage.setItem(storageKey, '1');
    return true;
  } catch {
    if (sent.has(key)) return false; // storage refused (private mode, quota): once per page instead
    sent.add(key);
    return true;
  }
}

/** Sends one report without waiting for it: a beacon (it survives leaving the page), else a keepalive fetch; never throws. */
function send(report: RemoteHealthReport): void {
  const url = `${apiClient.defaults.baseURL ?? API_BASE}/remote-health`;
  const body = JSON.stringify(report);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  try {
    if (typeof fetch !== 'function') return;
    void fetch(url, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  } catch {
    // a report is never worth an error on the page
  }
}

/** Reports `kind` for the version of `remote` the page registered; nothing when its URL names no version. */
function report(remote: string, kind: RemoteHealthKind): void {
  try {
    if (typeof window === 'undefined') return; // the prerender (node) runs no remote for anyone
    const url = registeredRemoteUrl(remote);
    const version = url ? remoteVersion(url) : null;
    if (!version) return;
    if (!firstInTab(`${remote}:${version}:${kind === 'session' ? 'session' : 'failure'}`)) return;
    send({ remote, version, kind });
  } catch {
    // never let a report break the page
  }
}

/** A remote's load starts: one session per tab and version. */
export const reportRemoteSession = (remote: string): void => report(remote, 'session');

/** A remote failed to load, or threw while rendering: once per tab and version, whichever came first. */
export const reportRemoteFailure = (remote: string, kind: Exclude<RemoteHealthKind, 'session'>): void => report(remote, kind);
