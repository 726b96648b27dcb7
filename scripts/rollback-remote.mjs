// Points one remote back at the version deployed before the one it serves now (from dist/web/deployments.json).
// Usage: node scripts/rollback-remote.mjs mfe-public   (run again to go further back)
import fs from 'node:fs';
import path from 'node:path';
import { deploymentsJson, findRemote, readJson, recordDeployment, remotesJson, webDir, writeJsonAtomic } from './build-web.mjs';

const pkg = process.argv[2];
if (!pkg) {
  console.error('Usage: node scripts/rollback-remote.mjs <remote package, e.g. mfe-public>');
  process.exit(2);
}

try {
  const remote = findRemote(pkg);
  const current = readJson(remotesJson, {})[remote.name];
  const history = readJson(deploymentsJson, {})[remote.name] ?? [];
  const deploys = history.filter((entry) => entry.action === 'deploy');
  const rolledBackFrom = new Set(history.filter((entry) => entry.action === 'rollback').map((entry) => entry.from));
  const index = deploys.map((entry) => entry.url).lastIndexOf(current);
  if (index === -1) throw new Error(`the served version ${current ?? '(none)'} is not in the deployment history`);
  const target = deploys
    .slice(0, index)
    .reverse()
    .find((entry) => !rolledBackFrom.has(entry.url) && fs.existsSync(path.join(webDir, entry.url)));
  if (!target) throw new Error(`no earlier version of ${remote.pkg} is left to roll back to`);
  writeJsonAtomic(remotesJson, { ...readJson(remotesJson, {}), [remote.name]: target.url });
  recordDeployment(remote, { action: 'rollback', version: target.version, url: target.url, from: current });
  console.log(`Rolled back ${remote.pkg}: ${current} -> ${target.url} (build ${target.buildId ?? 'unknown'})`);
} catch (error) {
  console.error(`Rollback failed, remotes.json unchanged: ${error.message}`);
  process.exit(1);
}
