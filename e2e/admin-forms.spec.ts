import { expect, test } from './support/test';
import { adminToken, openDashboardAs } from './support/admin-api';

// The admin console's forms name what is missing beside each field (docs/pages.md), instead of
// "Invalid email or password." or "Failed to change password." for a form that was never filled in.

test('an empty sign-in names each empty field, and typing clears its message', async ({ page }) => {
  await page.goto('/admin-login');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password.');
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
  await page.getByLabel('Email').fill('someone@example.com');
  await expect(page.getByText('Please enter your email address.')).toHaveCount(0);
  await expect(page.getByText('Please enter your password.')).toBeVisible();
});

test('the new password is typed twice, and an empty form names each field', async ({ page, api }) => {
  await openDashboardAs(page, await adminToken(api));
  await page.goto('/admin-profile');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Please enter your current password.')).toBeVisible();
  await expect(page.getByText('Please enter a new password.')).toBeVisible();
  await expect(page.getByText('Failed to change password.')).toHaveCount(0);

  await page.getByLabel('Current Password').fill('whatever it is');
  await page.getByLabel('New Password', { exact: true }).fill('a new password here');
  await page.getByLabel('New password again').fill('a new pasword here');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByLabel('New password again')).toHaveAccessibleDescription(
    'The two new passwords do not match.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
