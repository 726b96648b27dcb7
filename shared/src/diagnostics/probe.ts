// Evidence for the e2e suite that the page holds one React, one router, one theme, one toast store and one session bus.

/** The singleton instances one app sees; leave out what an app does not use. */
export interface FederationProbeInstances {
  React: unknown;
  routerContext?: unknown;
  ThemeContext?: unknown;
  toast: unknown;
  session$: unknown;
}

export type ProbeKind = keyof FederationProbeInstances;

export interface FederationProbeReport {
  apps: string[];
  /** How many distinct instances of each singleton the registered apps hold (1 is the goal). */
  distinct: Record<ProbeKind, number>;
}

type ProbeWindow = { __chapterProbe?: Record<string, FederationProbeInstances> };

const KINDS: ProbeKind[] = ['React', 'routerContext', 'ThemeContext', 'toast', 'session$'];

function store(): Record<string, FederationProbeInstances> {
  // The window, not a module variable: two copies of this module must still see each other.
  const holder = globalThis as unknown as ProbeWindow;
  holder.__chapterProbe ??= {};
  return holder.__chapterProbe;
}

export function registerFederationProbe(appName: string, instances: FederationProbeInstances): void {
  store()[appName] = instances;
}

export function federationProbeReport(): FederationProbeReport {
  const probes = store();
  const apps = Object.keys(probes).sort();
  const distinct = {} as Record<ProbeKind, number>;
  for (const kind of KINDS) {
    distinct[kind] = new Set(apps.map((app) => probes[app][kind]).filter((value) => value !== undefined)).size;
  }
  return { apps, distinct };
}
