import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations as violationsNow } from '../fixtures/axe';
import { accounts } from '../fixtures/env.mjs';
import { bearerHeaders, signIn, signInAs, toast } from '../fixtures/session';

// Issue 32 (docs/privacy.md): a member chooses who sees their contact fields, turns on a public profile that a visitor
// reads without signing in (with its share card), downloads everything held about them, and asks for their account to
// be deleted, which signing in again cancels. Each test registers its own member, so none depends on another's.
const stamp = Date.now().toString(36);

interface Person {
  email: string;
  name: string;
  password: string;
  phone: string;
  linkedin: string;
}

/** A newly registered student the admin promoted to MEMBER. */
async function newMember(request: APIRequestContext, tag: string): Promise<Person> {
  const person = {
    email: `privacy.${tag}.${stamp}@chapter.test`,
    name: `Priya ${tag} ${stamp}`,
    password: 'privacy-pass-1',
    phone: `98${String(Date.now()).slice(-8)}`,
    linkedin: `lnk${stamp}${tag}`,
  };
  const headers = await bearerHeaders(request, accounts.admin);
  expect((await request.post('/api/v1/admin/add-allowed-emails', { headers, data: { emails: [person.email] } })).ok()).toBe(true);
  const registered = await request.post('/api/v1/auth/register', {
    multipart: {
      name: person.name,
      bio: 'Here for the contests.',
      email: person.email,
      password: person.password,
      phoneNumber: person.phone,
      registrationNumber: `RP${stamp}${tag}`,
      academicYear: '2',
      linkedinUsername: person.linkedin,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const users = await request.post('/api/v1/admin/fetch-all-users', { headers, data: { page: 1, limit: 10, search: person.email, sortOrder: 1 } });
  const id = ((await users.json()) as { data: Array<{ _id: string }> }).data[0]._id;
  expect((await request.post('/api/v1/admin/promote-user', { headers, data: { userId: id } })).ok()).toBe(true);
  return person;
}

async function violations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return violationsNow(page);
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a member hides their e-mail and phone from other members; the core member sees only what the choices allow', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const member = await newMember(request, 'choices');
  await signInAs(page, member);
  await page.goto('/profile/edit');
  const email = page.getByRole('group', { name: 'E-mail' });
  await email.getByRole('radio', { name: 'Nobody' }).check();
  await expect(toast(page, 'Your privacy choices are saved.')).toBeVisible();
  // Each choice is saved as it is made; the reload below must not cut this one's save short.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/privacy') && response.request().method() === 'PUT');
  await page.getByRole('group', { name: 'LinkedIn' }).getByRole('radio', { name: 'Core members and above' }).check();
  await expect(page.getByRole('group', { name: 'LinkedIn' }).getByRole('radio', { name: 'Core members and above' })).toBeChecked();
  expect((await saved).ok()).toBe(true);
  // The choice is the server's, not the page's: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('group', { name: 'LinkedIn' }).getByRole('radio', { name: 'Core members and above' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'E-mail' }).getByRole('radio', { name: 'Nobody' })).toBeChecked();
  const ownProfile = await page.request.post('/api/v1/user/get-profile-data', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth'))}` },
  });
  const memberId = ((await ownProfile.json()) as { data: { _id: string } }).data._id;

  // Another member (MEMBER) sees neither the e-mail nor the LinkedIn; the core member sees the LinkedIn only.
  for (const [who, seesLinkedIn] of [
    ['member', false],
    ['core', true],
  ] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, who);
    await other.goto(`/profile/${memberId}`);
    await expect(other.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(other.getByText(member.email)).toHaveCount(0);
    await expect(other.getByText(member.phone)).toHaveCount(0);
    if (seesLinkedIn) await expect(other.locator(`a[href*="${member.linkedin}"]`).first()).toBeVisible();
    else await expect(other.locator(`a[href*="${member.linkedin}"]`)).toHaveCount(0);
    await context.close();
  }
});

test('a public profile a visitor can read at /u/<slug>, with its OpenGraph card and no contact field', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const member = await newMember(request, 'public');
  await signInAs(page, member);
  await page.goto('/profile/edit');
  await page.getByRole('switch', { name: 'Turn on my public profile' }).click();
  const address = page.getByRole('link', { name: /\/u\// });
  await expect(address).toBeVisible();
  const url = new URL((await address.getAttribute('href')) ?? '', page.url());
  expect(url.pathname).toMatch(/^\/u\/[a-z0-9-]+$/);

  // A visitor on a phone: no sign-in, no sideways scrolling, nothing axe objects to, and no e-mail, phone or LinkedIn.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const view = await visitor.newPage();
  const response = await view.goto(url.pathname);
  expect(response?.status()).toBe(200);
  await expect(view.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  expect(await sidewaysScroll(view)).toBeLessThanOrEqual(0);
  expect(await violations(view)).toEqual([]);
  const html = await view.content();
  for (const secret of [member.email, member.phone, member.linkedin]) expect(html).not.toContain(secret);
  const image = await view.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^https?:\/\/.+\/card\.png$/);
  const card = await view.request.get(new URL(image!).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  await visitor.close();

  // Turned off, the address answers 404 to everyone. The saved toast of turning it on may still be showing, so the
  // journey waits for this save's own answer.
  const turnedOff = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/user/privacy' && r.request().method() === 'PUT');
  await page.getByRole('switch', { name: 'Turn on my public profile' }).click();
  expect((await turnedOff).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Turn on my public profile' })).not.toBeChecked();
  await expect(toast(page, 'Your privacy choices are saved.')).toBeVisible();
  expect((await request.get(url.pathname)).status()).toBe(404);
});

test('a member downloads their data, asks for deletion, and signing in again cancels it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await newMember(request, 'leaving');
  await signInAs(page, member);
  await page.goto('/profile/edit');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await download.createReadStream().then(
    (stream) =>
      new Promise<Buffer>((resolve, reject) => {
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('end', () => resolve(Buffer.concat(parts)));
        stream.on('error', reject);
      }),
  );
  // A zip (its magic number) naming both files in its directory.
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes('data.json')).toBe(true);
  expect(zip.includes('points-history.csv')).toBe(true);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to confirm')).toBeVisible();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Current password is incorrect!')).toBeVisible();
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(/Your account will be deleted on/)).toBeVisible();

  // Signing in again (a fresh session) cancels it and says so.
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.goto('/auth/login');
  await page.getByLabel(/email/i).fill(member.email);
  await page.getByLabel(/^password/i).fill(member.password);
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await expect(toast(page, 'Welcome back! Signing in cancelled the deletion of your account.')).toBeVisible();
  await page.goto('/profile/edit');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  await expect(page.getByText(/Your account will be deleted on/)).toHaveCount(0);
});
