import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { e2eRoot, e2eWebDir } from '../fixtures/env.mjs';

const repo = path.resolve(e2eRoot, '..');

/** Hash of every file outside remotes/ and the two JSON files a deploy may change: the shell's files. */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(e2eWebDir, full);
      if (rel === 'remotes' || rel === 'remotes.json' || rel === 'deployments.json') continue;
      if (entry.isDirectory()) walk(full);
      else hash.update(rel).update(fs.readFileSync(full));
    }
  };
  walk(e2eWebDir);
  return hash.digest('hex');
}

const script = (name: string, buildId?: string) =>
  execFileSync(process.execPath, [path.join(repo, 'scripts', name), 'mfe-public'], {
    cwd: repo,
    env: { ...process.env, WEB_DIR: e2eWebDir, ...(buildId ? { BUILD_ID: buildId } : {}) },
    encoding: 'utf8',
  });

test('deploying mfe-public alone changes the page after a reload, leaves the shell byte-identical, and rolls back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/about');
  const before = await page.locator('[data-build]').getAttribute('data-build');
  const shellBefore = shellFingerprint();

  const buildId = `e2e-${Date.now()}`;
  script('deploy-remote.mjs', buildId);
  expect(shellFingerprint()).toBe(shellBefore);
  await page.reload();
  await expect(page.locator('[data-build]')).toHaveAttribute('data-build', buildId);

  script('rollback-remote.mjs');
  expect(shellFingerprint()).toBe(shellBefore);
  await page.reload();
  await expect(page.locator('[data-build]')).toHaveAttribute('data-build', before!);
});
