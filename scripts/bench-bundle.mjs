/* global document, window, MutationObserver -- page.evaluate and init-script callbacks run in the browser */
// npm run bench:bundle (after the build): loads each public page of the built app in Chromium and sums the
// gzip size of the JavaScript it downloads before the page is interactive (its heading rendered, its
// language chunks in). Prints the home page figure against the budget, what each page adds, and checks
// that no public page loads admin code.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './shoot.mjs';

const DIST = path.resolve('packages/web/dist');
const BUDGET_KB = 100;
// Long enough for a prefetch started by the first input (then requestIdleCallback, 1 s time-out) to start.
const IDLE_WAIT_MS = 1500;
const PAGES = ['/', '/customer-dashboard', '/phone-auth?role=customer', '/artist-dashboard', '/no-such-page'];
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };

/** The built files, with the single-page fallback; the API answers 404 (the bench measures code only). */
function serveDist() {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found."}');
      return;
    }
    let file = path.join(DIST, path.normalize(url.pathname));
    if (!file.startsWith(DIST) || !(await stat(file).catch(() => null))?.isFile())
      file = path.join(DIST, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const gzipCache = new Map();
async function gzipBytes(assetPath) {
  if (!gzipCache.has(assetPath)) {
    gzipCache.set(assetPath, gzipSync(await readFile(path.join(DIST, assetPath)), { level: 9 }).length);
  }
  return gzipCache.get(assetPath);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Scripts fetched until the page is interactive, and those fetched once the visitor starts (prefetches). */
async function scriptsOf(browser, baseUrl, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const tab = await context.newPage();
  // Interactive: the page's heading is in the document, which happens only once its code and its
  // language chunks are in (the texts suspend the page until then). Timed in the page itself.
  await tab.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await tab.goto(`${baseUrl}${page}`);
  await tab.locator('main h1').first().waitFor();
  await tab.waitForLoadState('networkidle');
  // The visitor's first input (a key), which lets the forms fetch the next page's code.
  await tab.keyboard.press('Tab');
  await tab.waitForTimeout(IDLE_WAIT_MS);
  const { interactiveAt, entries } = await tab.evaluate(() => ({
    interactiveAt: window.__interactiveAt,
    entries: performance
      .getEntriesByType('resource')
      .map((entry) => ({ pathname: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.pathname.endsWith('.js')),
  }));
  await context.close();
  const scripts = entries.filter((entry) => entry.start < interactiveAt).map((entry) => entry.pathname);
  const prefetched = entries
    .filter((entry) => entry.start >= interactiveAt && !scripts.includes(entry.pathname))
    .map((entry) => entry.pathname);
  return { scripts: [...new Set(scripts)], prefetched: [...new Set(prefetched)] };
}

const server = await serveDist();
const baseUrl = `http://127.0.0.1:${server.address().port}`;
const browser = await launchBrowser();
let failed = false;
let adminLoaded = false;
try {
  const { scripts: home, prefetched: homePrefetched } = await scriptsOf(browser, baseUrl, '/');
  let homeTotal = 0;
  console.log('Home page (/): JavaScript loaded before it is interactive (gzip -9)');
  for (const script of home) {
    const size = await gzipBytes(script);
    homeTotal += size;
    console.log(`  ${kb(size).padStart(9)}  ${script}`);
  }
  let vendor = 0;
  for (const script of home.filter((name) => path.basename(name).startsWith('vendor-')))
    vendor += await gzipBytes(script);
  console.log(
    `  libraries (vendor-*): ${kb(vendor)}; the app's own code and texts: ${kb(homeTotal - vendor)}`,
  );
  const verdict = homeTotal / 1024 <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`HOME PAGE JS: ${kb(homeTotal)} gzip (budget ${BUDGET_KB} KB: ${verdict})`);
  if (verdict === 'OVER') failed = true;
  if (homePrefetched.length > 0)
    console.log(`  then fetched once the visitor starts: ${homePrefetched.join(', ')}`);

  console.log('\nWhat each public page adds to the home page (gzip):');
  for (const page of PAGES.slice(1)) {
    const loaded = await scriptsOf(browser, baseUrl, page);
    const extra = loaded.scripts.filter((script) => !home.includes(script));
    let total = 0;
    for (const script of extra) total += await gzipBytes(script);
    console.log(
      `  ${page.padEnd(28)} +${kb(total).padStart(9)}  ${extra.map((s) => path.basename(s)).join(', ')}`,
    );
    const ahead = loaded.prefetched.filter((script) => !home.includes(script));
    if (ahead.length > 0) {
      let aheadTotal = 0;
      for (const script of ahead) aheadTotal += await gzipBytes(script);
      const names = ahead.map((s) => path.basename(s)).join(', ');
      console.log(
        `  ${''.padEnd(28)}  then ${kb(aheadTotal)} fetched once the visitor starts, for the next page: ${names}`,
      );
    }
    const admin = [...extra, ...ahead].filter((script) => /\/admin/.test(script));
    if (admin.length > 0 || [...home, ...homePrefetched].some((script) => /\/admin/.test(script))) {
      console.log(`    ADMIN CODE LOADED: ${admin.join(', ')}`);
      adminLoaded = true;
      failed = true;
    }
  }
  console.log(`\nAdmin chunks loaded by public pages: ${adminLoaded ? 'YES (see above)' : 'none'}`);
} finally {
  await browser.close();
  server.close();
}
process.exitCode = failed ? 1 : 0;
