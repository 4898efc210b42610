import { expect, test } from './support/test';
import { adminToken, openDashboardAs } from './support/admin-api';
import { E2E_ADMIN } from './support/constants';

const NEW_PASSWORD = 'a brand new e2e password';

test('the admin changes the password and signs in with the new one', async ({ page, request, api }) => {
  // A change keeps the session that made it and ends the others, so the shared session stays usable.
  const token = await adminToken(api);
  await openDashboardAs(page, token);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
  // docs/decisions.md §2: nothing claims success before anything changed.
  await expect(page.getByText('Password changed successfully!', { exact: false })).toHaveCount(0);

  await page.getByLabel('Current Password').fill('not the password');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Current Password').fill(E2E_ADMIN.password);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Password updated successfully!');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);

  try {
    await page.evaluate(() => localStorage.removeItem('adminToken'));
    await page.goto('/admin-login');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  } finally {
    // Other tests sign in with the original password on the same server.
    const restored = await request.post('/api/admin/change-password', {
      headers: { authorization: `Bearer ${token}` },
      data: { currentPassword: NEW_PASSWORD, newPassword: E2E_ADMIN.password },
    });
    expect(restored.ok()).toBe(true);
  }
});
