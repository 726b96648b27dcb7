// Whether the deployed shell can host a remote build (docs/deploying-a-remote.md, "Which versions a remote may need"):
// one rule for the command line (scripts/build-web.mjs, the deploy CLI) and the API's upload check alike.

const RUNTIME_CORE = '@module-federation/runtime-core';

/**
 * Why the deployed shell cannot host this remote build, or null. A remote runs on the shell's copies of the shared
 * singletons and on its federation runtime, so each singleton it asks for must be provided in a satisfying version,
 * and the shell's runtime must satisfy `^` the runtime-core version the remote was built with.
 *
 * @param {string} pkg the remote's package folder ('mfe-admin'), which the message names
 * @param {{ shared?: Array<{ name: string, singleton?: boolean, requiredVersion?: string }> }} manifest its mf-manifest.json
 * @param {Record<string, string> | null | undefined} shellProvides the deployed shell's `provides` (deployments.json)
 * @param {string} runtimeNeeded the runtime-core version the build used ('2.9.2'), or a range ('^2.9.2')
 * @param {(version: string, range: string) => boolean} satisfy the federation runtime's own range check
 * @returns {string | null}
 */
function incompatibility(pkg, manifest, shellProvides, runtimeNeeded, satisfy) {
  if (!shellProvides) return null; // a shell built before versions were recorded: nothing to compare with
  const problems = [];
  // A remote runs on the shell's federation runtime: a shell from before it provided one cannot start it.
  const needed = /^[\^~<>=]/.test(runtimeNeeded) ? runtimeNeeded : `^${runtimeNeeded}`;
  const runtime = shellProvides[RUNTIME_CORE];
  if (!runtime || !satisfy(runtime, needed)) problems.push(`the federation runtime ${needed} (the deployed shell provides ${runtime ?? 'none'})`);
  for (const shared of manifest.shared ?? []) {
    const provided = shellProvides[shared.name];
    if (!shared.singleton || !provided || !shared.requiredVersion) continue;
    if (!satisfy(provided, shared.requiredVersion)) problems.push(`${shared.name} ${shared.requiredVersion} (the deployed shell provides ${provided})`);
  }
  return problems.length ? `${pkg} needs ${problems.join(', ')}; deploy a shell built with it first (npm run build)` : null;
}

module.exports = { incompatibility, RUNTIME_CORE };
