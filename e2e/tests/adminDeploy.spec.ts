import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accounts, e2eRoot, e2eWebDir } from '../fixtures/env.mjs';
import { buildRemote, pointRemote, startStaticHost } from '../fixtures/ownOrigin';
import { signIn } from '../fixtures/session';

// Issue 12: the admin team builds mfe-admin and serves it from its own origin; remotes.json names it by URL.
const remotesJson = path.join(e2eWebDir, 'remotes.json');
const hostRoot = path.join(e2eRoot, '.tmp', 'admin-own-origin');

/** Hash of every file the shell serves (all but remotes/ and the two JSON files a deploy changes). */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(e2eWebDir, full);
      if (rel === 'remotes' || rel === 'remotes.json' || rel === 'deployments.json' || rel.startsWith('remotes.json.')) continue;
      if (entry.isDirectory()) walk(full);
      else hash.update(rel).update(fs.readFileSync(full));
    }
  };
  walk(e2eWebDir);
  return hash.digest('hex');
}

/** The admin area as an admin sees it, served by the build `buildId`. */
async function expectAdminArea(page: Page, buildId: string) {
  await page.goto('/admin/users');
  await expect(page.locator('[data-remote="mfe_admin"]')).toHaveAttribute('data-build', buildId);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('searchbox').fill(accounts.admin.name);
  await expect(page.getByRole('link', { name: accounts.admin.name })).toHaveAttribute('href', /^\/profile\//);
  await page.getByRole('link', { name: 'Scheduler Controls' }).click();
  await expect(page.getByRole('switch', { name: 'Achievement Scheduler' })).toBeVisible();
}

test('mfe-admin served from its own origin works in the shell, then deploys and rolls back with the shell untouched', async ({ page, request }) => {
  test.setTimeout(300_000);
  fs.rmSync(hostRoot, { recursive: true, force: true });
  const original = fs.readFileSync(remotesJson, 'utf8');
  const shellBefore = shellFingerprint();
  const host = await startStaticHost(hostRoot);
  try {
    const v1 = `admin-own-v1-${Date.now()}`;
    buildRemote('mfe-admin', path.join(hostRoot, 'v1'), v1);
    pointRemote(remotesJson, 'mfe_admin', `${host.origin}/v1/mf-manifest.json`);
    expect(shellFingerprint()).toBe(shellBefore);

    await signIn(page, 'admin');
    await expectAdminArea(page, v1);
    expect(host.requests).toEqual(expect.arrayContaining(['/v1/mf-manifest.json', '/v1/remoteEntry.js']));
    // The page itself still comes from the app's origin; only the admin area's files came from the team's host.
    expect(new URL(page.url()).origin).not.toBe(host.origin);

    // A changed build, published beside the first, then named in remotes.json: the API keeps running throughout.
    const v2 = `admin-own-v2-${Date.now()}`;
    buildRemote('mfe-admin', path.join(hostRoot, 'v2'), v2);
    pointRemote(remotesJson, 'mfe_admin', `${host.origin}/v2/mf-manifest.json`);
    expect((await request.get('/api/v1/health')).status()).toBe(200);
    expect(shellFingerprint()).toBe(shellBefore);
    await page.reload();
    await expectAdminArea(page, v2);
    expect(host.requests).toContain('/v2/mf-manifest.json');

    // Roll back: remotes.json names v1 again.
    pointRemote(remotesJson, 'mfe_admin', `${host.origin}/v1/mf-manifest.json`);
    expect((await request.get('/api/v1/health')).status()).toBe(200);
    expect(shellFingerprint()).toBe(shellBefore);
    await page.reload();
    await expectAdminArea(page, v1);
  } finally {
    fs.writeFileSync(remotesJson, original);
    await host.close();
  }
  expect(shellFingerprint()).toBe(shellBefore);
});
