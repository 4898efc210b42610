import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test';

// docs/speed.md#fast-first-paint: the home page's JavaScript has a budget of 100 KB gzip (`npm run bench:bundle`
// prints the figure and what each page adds; this test keeps the budget from being crossed unnoticed).
const BUDGET_BYTES = 100 * 1024;

test('the home page loads at most 100 KB of JavaScript (gzip) before it is interactive', async ({ page }) => {
  test.skip(test.info().project.name !== 'phone', 'one measurement is enough');
  const scripts = new Map<string, Promise<Buffer>>();
  let interactive = false;
  page.on('response', (response) => {
    if (interactive || response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), response.body());
  });
  await page.goto('/');
  // Interactive: the heading is rendered once the page's code and its language's texts are in.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  interactive = true;

  const sizes = await Promise.all(
    [...scripts].map(async ([url, body]) => ({ url, bytes: gzipSync(await body, { level: 9 }).length })),
  );
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  expect(sizes.length).toBeGreaterThan(3);
  expect(
    total,
    `home page JS ${(total / 1024).toFixed(1)} KB gzip:\n${sizes.map((s) => `${s.bytes} ${s.url}`).join('\n')}`,
  ).toBeLessThanOrEqual(BUDGET_BYTES);
});
