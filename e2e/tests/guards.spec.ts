import { expect, test } from '@playwright/test';
import { signIn, toast } from '../fixtures/session';

test.describe('route guards for a visitor', () => {
  for (const path of ['/dashboard', '/leaderboard/overall', '/practice', '/profile/edit', '/admin/users']) {
    test(`${path} sends a visitor to /auth/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  }

  for (const path of [
    '/',
    '/about',
    '/auth/login',
    '/auth/register',
    '/auth/forgot-password',
    '/support/terms',
    '/support/report-issue',
    '/support/user-manual',
  ]) {
    test(`${path} is open to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    });
  }

  test('an unknown path shows the not-found page whose Go Home leads to /', async ({ page }) => {
    await page.goto('/no/such/page');
    const home = page.getByRole('link', { name: 'Go Home' });
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('route guards for a signed-in member', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'member'));

  for (const path of ['/', '/about', '/auth/login', '/auth/register', '/auth/forgot-password']) {
    test(`${path} redirects a signed-in member to /dashboard`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test('the support pages stay open when signed in', async ({ page }) => {
    await page.goto('/support/terms');
    await expect(page).toHaveURL(/\/support\/terms$/);
    await page.goto('/support/user-manual');
    await expect(page).toHaveURL(/\/support\/user-manual$/);
  });

  test('/admin refuses a member with the toast and sends them to /dashboard', async ({ page }) => {
    await page.goto('/admin/users');
    await expect(toast(page, 'Unauthorized access! Only admins allowed.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the session survives a reload (token kept under the auth key only)', async ({ page }) => {
    // The session's only copy on the device is its token under `auth` (the app keeps other things, the reader's clock).
    const holdingToken = await page.evaluate(() => {
      const token = localStorage.getItem('auth');
      return token ? Object.keys(localStorage).filter((key) => localStorage.getItem(key)?.includes(token)) : [];
    });
    expect(holdingToken).toEqual(['auth']);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout clears the token, goes to / and reloads', async ({ page }) => {
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('button', { name: /profile menu|account|profile/i }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('a 401 from any call ends the session with the expired message', async ({ page }) => {
    await page.route('**/api/v1/admin/check-role', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Session expired! Please login again.' }) }),
    );
    await page.goto('/admin/users');
    await expect(toast(page, 'Session expired! Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('a stored token the server rejects is removed at start-up', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('auth', 'not-a-real-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});

test('an admin may enter /admin', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin(\/users)?$/);
  await expect(toast(page, 'Unauthorized access! Only admins allowed.')).toHaveCount(0);
});
