import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations as violationsNow } from '../fixtures/axe';
import { longEmailMember, sandboxUrl } from '../fixtures/env.mjs';
import { accountApi, type AccountApi } from '../fixtures/accountApi';
import { coreMemberApi } from '../fixtures/coreMember';
import { signIn, signInAs } from '../fixtures/session';

// Issue 31 (docs/learning-progress.md): a member's solved problems, read from the (sandboxed) platforms, mark a
// practice set's problems; the core member's view counts them; the add-problem dialog fills itself from a pasted link;
// the order of a set's problems is changed by keyboard and by mouse and stays after a reload.
const stamp = Date.now().toString(36);
const slugs = ['a', 'b', 'c'].map((letter) => `progress-${stamp}-${letter}`);

/** axe's findings on the page as it is now, one line each (none expected). */
async function violations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return violationsNow(page);
}

async function sandbox(request: APIRequestContext, action: string, data: object) {
  const response = await request.post(`${sandboxUrl}/__sandbox/${action}`, { data });
  expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
}

/** The long-e-mail member links and verifies a LeetCode handle, as the profile page does it, through the API. */
async function verifyLeetCode(member: AccountApi, request: APIRequestContext, handle: string) {
  await sandbox(request, 'profile', { platform: 'leetcode', handle });
  await member.call('POST', '/user/edit-profile', { leetcodeUsername: handle });
  const { data } = await member.call<{ data: { verificationCode: string } }>('POST', '/user/generate-verification-code', { platform: 'leetcode' });
  await sandbox(request, 'profile', { platform: 'leetcode', handle, realName: `Progress ${data.verificationCode}` });
  await member.call('POST', '/user/verify-platform', { platform: 'leetcode' });
}

test('solved problems mark a practice set for the member, written links match however they are written, and the core member sees the counts', async ({
  page,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(180_000);
  const core = await coreMemberApi(playwright);
  const set = await core.post('create-resource', { title: `Progress ${stamp}`, description: 'Arrays **first**, then strings.' });
  // The same problem as the platform names it, written three ways: bare, with /description/, with a trailing slash.
  const links = [
    `https://leetcode.com/problems/${slugs[0]}`,
    `https://leetcode.com/problems/${slugs[1]}/description/`,
    `https://leetcode.com/problems/${slugs[2]}/`,
  ];
  for (const [i, link] of links.entries()) {
    await core.post('add-question', {
      resourceId: set._id,
      title: `Problem ${i + 1} ${stamp}`,
      link,
      description: '',
      difficulty: 'EASY',
      platform: 'LeetCode',
    });
  }

  // The member solves the first two on the platform; a refresh of their figures reads them.
  const handle = `progress_${stamp}`;
  const member = await accountApi(playwright, longEmailMember);
  await verifyLeetCode(member, request, handle);
  await sandbox(request, 'solve', { platform: 'leetcode', handle, problem: slugs[0], date: 'today' });
  await sandbox(request, 'solve', { platform: 'leetcode', handle, problem: `${slugs[1]}`, date: 'today' });
  await member.call('POST', '/user/refresh-my-figures', {});
  await expect
    .poll(
      async () =>
        (await member.call<{ data: { run: { completedAt: string | null } | null } }>('GET', '/user/refresh-my-figures')).data.run?.completedAt ?? null,
      {
        timeout: 90_000,
        intervals: [1_000],
      },
    )
    .not.toBeNull();

  await signInAs(page, longEmailMember);
  await page.goto('/practice');
  const card = page.getByRole('link', { name: new RegExp(`Progress ${stamp}`) });
  await expect(card).toContainText('2 of 3 solved');
  await card.click();
  await expect(page.getByRole('heading', { name: `Progress ${stamp}` })).toBeVisible();
  await expect(page.getByText('2 of 3 solved').first()).toBeVisible();
  const rowOf = (title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(rowOf(`Problem 1 ${stamp}`)).toContainText('Solved');
  await expect(rowOf(`Problem 2 ${stamp}`)).toContainText('Solved');
  await expect(rowOf(`Problem 3 ${stamp}`)).not.toContainText('Solved');
  // The description is Markdown.
  await expect(page.locator('strong', { hasText: 'first' })).toBeVisible();

  expect(await violations(page)).toEqual([]);

  await page.getByLabel('Show unsolved only').check();
  await expect(page.getByRole('link', { name: `Problem 3 ${stamp}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Problem 1 ${stamp}` })).toHaveCount(0);

  // The core member's view counts who solved what.
  // On a phone: the marks, counts and drag handles fit without sideways scrolling, and pass axe.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const corePage = await phone.newPage();
  await signIn(corePage, 'core');
  await corePage.goto(`/practice/${set._id}`);
  const coreRow = corePage.getByRole('row').filter({ has: corePage.getByRole('link', { name: `Problem 1 ${stamp}` }) });
  await expect(coreRow).toContainText('Solved by 1 member');
  await expect.poll(() => corePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(corePage)).toEqual([]);
  await corePage.getByRole('button', { name: 'Add several' }).click();
  await expect(corePage.getByRole('dialog')).toBeVisible();
  expect(await violations(corePage)).toEqual([]);
  await phone.close();
  await core.remove('delete-resource', { resourceId: set._id });
  await core.dispose();
  await member.dispose();
});

async function pasteLink(page: Page, link: string) {
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Link');
  await field.fill(link);
  await field.blur();
}

test('pasting a problem link of each platform fills the add-problem form; an unknown link says so and the form stays editable', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(150_000);
  const problems = [
    {
      platform: 'leetcode',
      id: `paste-${stamp}`,
      link: `https://leetcode.com/problems/paste-${stamp}/description/`,
      title: `Paste LC ${stamp}`,
      difficulty: 'Hard',
    },
    { platform: 'codeforces', id: '1999/B', link: 'https://codeforces.com/contest/1999/problem/B', title: `Paste CF ${stamp}`, rating: 1500 },
    {
      platform: 'codechef',
      id: `PASTE${stamp.toUpperCase()}`,
      link: `https://www.codechef.com/START150/problems/PASTE${stamp.toUpperCase()}`,
      title: `Paste CC ${stamp}`,
      rating: 900,
    },
    {
      platform: 'geeksforgeeks',
      id: `paste-${stamp}`,
      link: `https://www.geeksforgeeks.org/problems/paste-${stamp}/1`,
      title: `Paste GFG ${stamp}`,
      difficulty: 'Medium',
    },
  ];
  for (const { link: _link, ...problem } of problems) await sandbox(request, 'problem', problem);
  const expected = ['Hard', 'Medium', 'Easy', 'Medium'];
  const platformNames = ['LeetCode', 'Codeforces', 'CodeChef', 'GeeksforGeeks'];

  const core = await coreMemberApi(playwright);
  const set = await core.post('create-resource', { title: `Paste ${stamp}`, description: 'Pasted links' });
  await signIn(page, 'core');
  await page.goto(`/practice/${set._id}`);
  for (const [i, problem] of problems.entries()) {
    await page.getByRole('button', { name: 'Add Problem' }).click();
    const dialog = page.getByRole('dialog');
    await pasteLink(page, problem.link);
    await expect(dialog.getByLabel('Title')).toHaveValue(problem.title, { timeout: 20_000 });
    await expect(dialog.getByLabel('Platform')).toHaveValue(platformNames[i]);
    await expect(dialog.getByLabel('Difficulty').locator('option:checked')).toHaveText(expected[i]);
    await expect(dialog.getByText(`Filled from ${platformNames[i]}.`)).toBeVisible();
    if (i === 0) {
      expect(await violations(page)).toEqual([]);
      // Editable before saving.
      await dialog.getByLabel('Title').fill(`${problem.title} (edited)`);
      await dialog.getByLabel('Description').fill('Edited before saving');
      await dialog.getByRole('button', { name: 'Add Problem' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('link', { name: `${problem.title} (edited)` })).toBeVisible();
    } else {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }

  // A link the platform does not know, and one that is no problem at all: the form says so and stays editable.
  await page.getByRole('button', { name: 'Add Problem' }).click();
  const dialog = page.getByRole('dialog');
  await pasteLink(page, `https://leetcode.com/problems/no-such-${stamp}/`);
  await expect(dialog.getByText('LeetCode has no problem at that link.')).toBeVisible({ timeout: 20_000 });
  await pasteLink(page, 'https://example.com/problems/x');
  await expect(dialog.getByText('Paste a problem link from LeetCode, Codeforces, CodeChef or GeeksforGeeks.')).toBeVisible();
  await dialog.getByLabel('Title').fill('Typed by hand');
  await expect(dialog.getByLabel('Title')).toHaveValue('Typed by hand');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await core.remove('delete-resource', { resourceId: set._id });
  await core.dispose();
});

test('a core member reorders a set by keyboard and by mouse, and the order stays after a reload', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const core = await coreMemberApi(playwright);
  const set = await core.post('create-resource', { title: `Order ${stamp}`, description: 'Reorder me' });
  const titles = ['First', 'Second', 'Third'].map((word) => `${word} ${stamp}`);
  for (const [i, title] of titles.entries()) {
    await core.post('add-question', {
      resourceId: set._id,
      title,
      link: `https://codeforces.com/problemset/problem/${1000 + i}/A`,
      description: '',
      difficulty: 'MEDIUM',
      platform: 'Codeforces',
    });
  }
  await signIn(page, 'core');
  await page.goto(`/practice/${set._id}`);
  const order = () => page.getByRole('link', { name: new RegExp(`^(First|Second|Third) ${stamp}$`) }).allTextContents();
  await expect.poll(order).toEqual(titles);

  // Keyboard: pick up the third, move it up twice, drop it, each step as a screen reader announces it.
  const said = (text: string) => expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await page.getByRole('button', { name: `Move ${titles[2]}` }).focus();
  await page.keyboard.press('Space');
  // Picked up: the handle is pressed, and the live region says where it is.
  await expect(page.getByRole('button', { name: `Move ${titles[2]}` })).toHaveAttribute('aria-pressed', 'true');
  await said(`${titles[2]} is now at position 3 of 3.`);
  await page.keyboard.press('ArrowUp');
  await said(`${titles[2]} is now at position 2 of 3.`);
  await page.keyboard.press('ArrowUp');
  await said(`${titles[2]} is now at position 1 of 3.`);
  await page.keyboard.press('Space');
  await said(`${titles[2]} dropped at position 1 of 3.`);
  await expect.poll(order).toEqual([titles[2], titles[0], titles[1]]);

  // Mouse: drag the (now) last one above the second.
  const from = await page.getByRole('button', { name: `Move ${titles[1]}` }).boundingBox();
  const to = await page.getByRole('button', { name: `Move ${titles[0]}` }).boundingBox();
  expect(from && to).toBeTruthy();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(order).toEqual([titles[2], titles[1], titles[0]]);

  await page.reload();
  await expect.poll(order).toEqual([titles[2], titles[1], titles[0]]);
  await core.remove('delete-resource', { resourceId: set._id });
  await core.dispose();
});
