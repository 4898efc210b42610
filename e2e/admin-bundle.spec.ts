import { expect, test, type Page } from './support/test';

// Every call path of the console appears in admin code only, so its presence marks an admin chunk.
const ADMIN_MARKER = '/api/admin/';

/** The scripts the browser fetches while visiting `paths` one after another. */
async function scriptsLoadedBy(page: Page, paths: string[]): Promise<string[]> {
  const scripts = new Set<string>();
  const collect = (loaded: { resourceType(): string; url(): string }) => {
    if (loaded.resourceType() === 'script') scripts.add(loaded.url());
  };
  page.on('request', collect);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  page.off('request', collect);
  return [...scripts];
}

test('public pages never download the admin code', async ({ page, request }) => {
  const bodyOf = async (url: string) => (await request.get(url)).text();

  const publicScripts = await scriptsLoadedBy(page, [
    '/',
    '/customer-dashboard',
    '/artist-dashboard',
    '/phone-auth?role=customer',
    '/no-such-page',
  ]);
  expect(publicScripts.length).toBeGreaterThan(0);
  for (const url of publicScripts) {
    expect((await bodyOf(url)).includes(ADMIN_MARKER), `${url} holds admin code`).toBe(false);
  }

  // The check can see admin code: the login page's own scripts hold the marker.
  const adminScripts = (await scriptsLoadedBy(page, ['/admin-login'])).filter(
    (url) => !publicScripts.includes(url),
  );
  const adminBodies = await Promise.all(adminScripts.map(bodyOf));
  expect(adminBodies.some((body) => body.includes(ADMIN_MARKER))).toBe(true);
});
