import { expect, test, type Page } from '@playwright/test';
import { actOn } from '../fixtures/prerendered';
import { signIn } from '../fixtures/session';

// The learning journeys through mfe-learning on the real API: a core member builds content, a member reads it.
// Names carry a stamp so reruns against one server never collide.
const stamp = Date.now().toString(36);

async function fillResourceDialog(page: Page, title: string, description: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

async function addProblem(page: Page, problem: { title: string; link: string; difficulty: string; platform: string }) {
  await page.getByRole('button', { name: 'Add Problem' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(problem.title);
  await dialog.getByLabel('Link').fill(problem.link);
  await dialog.getByLabel('Description').fill(`Practise ${problem.title}`);
  await dialog.getByLabel('Difficulty').selectOption({ label: problem.difficulty });
  await dialog.getByLabel('Platform').selectOption(problem.platform);
  await dialog.getByRole('button', { name: 'Add Problem' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: problem.title })).toBeVisible();
}

test('a core member builds a practice set, filters and prunes it, then edits and deletes it', async ({ page }) => {
  const title = `Graphs ${stamp}`;
  await signIn(page, 'core');
  await page.goto('/practice');
  await page.getByRole('button', { name: 'Create Resource' }).click();
  await fillResourceDialog(page, title, 'Shortest paths and traversals');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('No problems found')).toBeVisible();

  await addProblem(page, {
    title: 'Network Delay Time',
    link: 'https://leetcode.com/problems/network-delay-time/',
    difficulty: 'Medium',
    platform: 'LeetCode',
  });
  await addProblem(page, { title: 'Shortest Path', link: 'https://codeforces.com/problemset/problem/20/C', difficulty: 'Hard', platform: 'Codeforces' });
  await expect(page.getByText('2 problems')).toBeVisible();

  await page.getByLabel('Platform', { exact: true }).selectOption('Codeforces');
  await expect(page.getByRole('link', { name: 'Shortest Path' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Network Delay Time' })).toHaveCount(0);
  await page.getByLabel('Platform', { exact: true }).selectOption('all');
  await expect(page.getByRole('link', { name: 'Network Delay Time' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Mode' }).click();
  await page.getByRole('button', { name: 'Delete Network Delay Time' }).click();
  await expect(page.getByRole('link', { name: 'Network Delay Time' })).toHaveCount(0);
  await expect(page.getByText('1 problem', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit practice set' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(`${title} II`);
  await dialog.getByRole('button', { name: /save/i }).click();
  await expect(page.getByRole('heading', { name: `${title} II` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `${title} II` })).toBeVisible();

  await page.getByRole('button', { name: 'Delete practice set' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await page.getByLabel('Search practice sets').fill(title);
  await expect(page.getByText('No resources found')).toBeVisible();
});

test('a core member adds a youtu.be link and sees it embedded', async ({ page }) => {
  const title = `DP lectures ${stamp}`;
  await signIn(page, 'core');
  await page.goto('/resources');
  await page.getByRole('button', { name: 'Create Resource' }).click();
  await fillResourceDialog(page, title, 'Dynamic programming from scratch');
  await page.getByRole('link', { name: new RegExp(title) }).click();

  await page.getByRole('button', { name: 'Add Video' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Knapsack');
  await dialog.getByLabel('Description').fill('0/1 knapsack');
  await dialog.getByLabel('YouTube link').fill('https://example.com/watch?v=abc');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog.getByText('Invalid YouTube URL')).toBeVisible();
  await dialog.getByLabel('YouTube link').fill('https://youtu.be/dQw4w9WgXcQ?t=42');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog).toHaveCount(0);

  const frame = page.locator('iframe[title="Knapsack"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  await page.reload();
  await expect(page.locator('iframe[title="Knapsack"]')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
});

test('a core member creates a roadmap, adds and connects two nodes, saves, and finds them after a reload', async ({ page }) => {
  const title = `Systems ${stamp}`;
  await signIn(page, 'core');
  await page.goto('/roadmaps');
  await page.getByRole('button', { name: 'Create Roadmap' }).click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Description').fill('From processes to distributed systems');
  await create.getByLabel('Tags').fill('os, networks, distributed');
  await create.getByRole('button', { name: 'Create Roadmap' }).click();
  await expect(page).toHaveURL(/\/roadmaps\/[a-z0-9-]+$/);

  await page.getByRole('button', { name: 'Edit Mode' }).click();
  for (const step of ['Processes', 'Scheduling']) {
    await page.getByRole('button', { name: 'Add Node' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Title').fill(step);
    await form.getByLabel('Description').fill(`Learn ${step.toLowerCase()}`);
    await form.getByLabel('Resource 1 name').fill(`${step} notes`);
    await form.getByLabel('Resource 1 link').fill(`https://en.wikipedia.org/wiki/${step}`);
    await form.getByRole('button', { name: 'Add Node' }).click();
    await expect(form).toHaveCount(0);
  }
  const canvas = page.getByLabel('Roadmap canvas');
  await page.getByRole('button', { name: 'Connect Nodes' }).click();
  await canvas.getByRole('button', { name: /Processes/ }).click();
  await canvas.getByRole('button', { name: /Scheduling/ }).click();
  await expect(canvas.getByRole('button', { name: /Processes/ })).toContainText('1 next step');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  const reloaded = page.getByLabel('Roadmap canvas');
  await expect(reloaded.getByRole('button', { name: /Processes/ })).toContainText('1 next step');
  await expect(reloaded.getByRole('button', { name: /Scheduling/ })).toBeVisible();
});

test('a member reads the learning pages but every change is refused with its reason', async ({ page }) => {
  await signIn(page, 'member');
  const gated: Array<[string, string]> = [
    ['/practice', 'Create Resource'],
    ['/resources', 'Create Resource'],
    ['/roadmaps', 'Create Roadmap'],
  ];
  const reasons: Record<string, string> = {
    '/practice': 'Only core team members can create practice sets',
    '/resources': 'Only core team members can create resources',
    '/roadmaps': 'Only core team members can create roadmaps',
  };
  for (const [path, name] of gated) {
    await page.goto(path);
    // The list comes drawn by the server; a tooltip is the app's, which starts on the member's first act.
    await actOn(page);
    const button = page.getByRole('button', { name });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.hover();
    await expect(page.getByRole('tooltip')).toHaveText(reasons[path]);
    await button.click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // A seeded roadmap is there to read; its editor stays shut.
  await page.goto('/roadmaps/competitive');
  await expect(page.getByLabel('Roadmap canvas')).toBeVisible();
  const editMode = page.getByRole('button', { name: 'Edit Mode' });
  await expect(editMode).toHaveAttribute('aria-disabled', 'true');
  await editMode.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Only core team members can edit');
});
