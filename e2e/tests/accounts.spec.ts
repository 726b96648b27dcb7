import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { applicants } from '../fixtures/env.mjs';
import { mailedCode } from '../fixtures/outbox';
import { registerThroughForm, submitSignIn, toast, type RegistrationDetails } from '../fixtures/session';

// The account journey on the real API: sign up from the allowed list, use the account, lose the password, get back in.
const avatar = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'files', 'avatar.png');

/** Nia's details on the registration form's second step (the stranger gives the same). */
const DETAILS: RegistrationDetails = {
  bio: 'Learning graphs and dynamic programming.',
  phoneNumber: '9876543210',
  registrationNumber: 'RA2111003010001',
  academicYear: '2',
  linkedIn: 'nia-newbie',
};

test('someone not on the allowed list is told so and gets no account', async ({ page }) => {
  await registerThroughForm(page, applicants.stranger, DETAILS);
  await expect(toast(page, 'not allowed')).toBeVisible();
  await submitSignIn(page, applicants.stranger.email, applicants.stranger.password);
  await expect(toast(page, 'Invalid email or password!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an allowed newcomer signs up with a picture, edits the profile, changes and then resets the password', async ({ page }) => {
  const newbie = applicants.allowed;
  await registerThroughForm(page, newbie, { ...DETAILS, picture: avatar });
  await submitSignIn(page, newbie.email, newbie.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hello, Nia')).toBeVisible();

  await page.goto('/profile');
  const picture = page.getByRole('img', { name: newbie.name }).first();
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\.webp$/);

  await page.goto('/profile/edit');
  await page.getByRole('button', { name: 'Edit Bio' }).click();
  await page.getByRole('textbox', { name: 'Bio' }).fill('Now into segment trees.');
  await page.getByRole('button', { name: 'Confirm Bio' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Now into segment trees.')).toBeVisible();

  const changed = 'changed-pass-2';
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Current Password', exact: true }).fill(newbie.password);
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill(changed);
  await dialog.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(changed);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await page.reload(); // the fresh token keeps this session alive
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await page.getByRole('button', { name: /profile menu|account|profile/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Forgotten: reset it with the mailed code.
  const reset = 'reset-pass-3';
  await page.goto('/auth/forgot-password');
  const sentAfter = Date.now();
  await page.getByLabel('Email').fill(newbie.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = await mailedCode(newbie.email, sentAfter);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(reset);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(reset);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await submitSignIn(page, newbie.email, changed);
  await expect(toast(page, 'Invalid email or password!')).toBeVisible();
  await submitSignIn(page, newbie.email, reset);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an issue report goes through once, then the page asks to wait an hour', async ({ page }) => {
  await page.goto('/support/report-issue');
  await page.getByLabel('Name').fill('Visitor');
  await page.getByLabel('Email').fill('visitor@example.edu');
  await page.getByLabel('Subject').fill('Leaderboard typo');
  await page.getByLabel('Description').fill('The leaderboard heading has a typo on small screens.');
  await page.getByRole('button', { name: 'Submit Issue' }).click();
  await expect(page.getByRole('button', { name: 'Wait 1 hour' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Wait 1 hour' })).toBeDisabled();
});
