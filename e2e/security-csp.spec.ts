import { expect, test, type Page } from './support/test';
import { adminToken, openDashboardAs, phoneSession, randomMobile } from './support/admin-api';

// Every page, public and admin, under the Content-Security-Policy the server sends (docs/decisions.md):
// any CSP violation or console error fails the test.
interface Problems {
  violations: string[];
  errors: string[];
}

async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], errors: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return problems;
}

async function visit(page: Page, url: string, heading: RegExp | string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  // Late work (lazy chunks, images, the captcha's workers) gets a moment to run into the policy: a fixed
  // wait on purpose, as what is checked is that nothing happens in the time after the page shows.
  await page.waitForTimeout(500);
}

test('the public pages run under the CSP without a violation or console error', async ({ page, api }) => {
  const problems = await watch(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // As in visit(): nothing may run into the policy in the moment after the page shows.
  await page.waitForTimeout(500);

  await visit(page, '/phone-auth?role=customer', /.+/);
  // Signing in to see one's own records needs no form filled in first: a code is asked for, so the captcha
  // runs in the widget's workers.
  await visit(page, '/phone-auth?role=artist&then=own', /.+/);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(randomMobile());
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeVisible({ timeout: 30_000 });
  await visit(page, '/customer-login', /.+/);
  await visit(page, '/thank-you', /.+/);
  await visit(page, '/customer-thank-you', /.+/);
  await visit(page, '/no-such-page', /.+/);

  const customer = await phoneSession(api, 'customer', randomMobile());
  const artist = await phoneSession(api, 'artist', randomMobile());
  await page.evaluate((session) => localStorage.setItem('phoneSession', JSON.stringify(session)), {
    token: customer,
    role: 'customer',
    phone: '9800000000',
  });
  await visit(page, '/customer-dashboard', /.+/);
  await page.evaluate((session) => localStorage.setItem('phoneSession', JSON.stringify(session)), {
    token: artist,
    role: 'artist',
    phone: '9800000001',
  });
  await visit(page, '/artist-dashboard', /.+/);

  expect(problems).toEqual({ violations: [], errors: [] });
});

test('the admin pages run under the CSP without a violation or console error', async ({ page, api }) => {
  const problems = await watch(page);
  await visit(page, '/admin-login', 'Admin Login');
  await openDashboardAs(page, await adminToken(api));
  for (const section of [
    'Artists',
    'Customers',
    'Upload Designs',
    'View and Manage Designs',
    'Upload Siders Designs',
    'View Siders Designs',
  ]) {
    const menu = page.getByRole('button', { name: /Menu/ });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: section, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    // As in visit(): the section's late work gets a moment to run into the policy (a fixed wait on purpose).
    await page.waitForTimeout(300);
  }
  await visit(page, '/admin-profile', /.+/);
  expect(problems).toEqual({ violations: [], errors: [] });
});
