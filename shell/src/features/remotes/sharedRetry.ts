import { getInstance } from '@module-federation/enhanced/runtime';

/** One shared module's entry in the federation runtime's share scope: the fields a load reads. */
interface SharedEntry {
  loaded?: boolean;
  loading?: Promise<unknown> | null;
}
type ShareScopes = Record<string, Record<string, Record<string, SharedEntry>>>;

const STILL_LOADING = Symbol('still loading');
const settled = (loading: Promise<unknown>) =>
  Promise.race([
    loading.then(
      () => 'loaded' as const,
      () => 'failed' as const,
    ),
    // A macrotask later: a load already settled has answered by then.
    new Promise<typeof STILL_LOADING>((resolve) => setTimeout(() => resolve(STILL_LOADING), 0)),
  ]);

/**
 * The federation runtime keeps the promise of a shared module's first load (a package two areas share, downloaded from
 * the area that provides it) in its share scope, and hands that promise to every later load: one failed download,
 * offline or on a dropped connection, would fail every Retry of every area needing it until the page is reloaded.
 * Forgets the failed ones, so the next load downloads them again; answers how many. Loads still under way are left.
 */
export async function forgetFailedSharedLoads(scopes: ShareScopes = (getInstance()?.shareScopeMap ?? {}) as ShareScopes): Promise<number> {
  const entries = Object.values(scopes).flatMap((packages) => Object.values(packages).flatMap((versions) => Object.values(versions)));
  const failed = await Promise.all(
    entries.map(async (entry) => (!entry.loaded && entry.loading && (await settled(entry.loading)) === 'failed' ? entry : null)),
  );
  let forgotten = 0;
  for (const entry of failed) {
    if (!entry) continue;
    delete entry.loading;
    forgotten += 1;
  }
  return forgotten;
}
