import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the built product on a fresh database
// (started by e2e/support/global-setup.ts). Downloading Playwright's own browsers is not possible here.
export default defineConfig({
  testDir: 'e2e',
  // Fitted to a busy 2-core machine, where a page of the app can take seconds to load: a passing test waits
  // no longer for them (web-first assertions retry until they pass), a stuck one fails with what it waited for.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The list on the console, and a JSON report of every test's time for `npm run test:timings`
  // (scripts/test-timings.mjs; docs/testing.md#where-the-time-goes).
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(process.env.TEST_REPORTS_DIR ?? '.test-reports', 'playwright.json') }],
  ],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Off: recording every action of every test cost 12–19 % of the tier here (two specs, 133–143 s against
    // 116–117 s), and CI keeps no files. To look into a failure: npx playwright test <spec> --trace on.
    trace: 'off',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    // The customer and artist pages again on a laptop screen (their layout changes at 768 px): the tests
    // tagged @laptop, one walk through each page whose layout changes (docs/testing.md#both-layouts). What
    // a test checks beyond the layout is the same code on both screens, so the rest run on the phone only,
    // where most customers are; E2E_EVERY_TEST_ON_LAPTOP=1 runs them all on the laptop screen too.
    {
      name: 'desktop',
      testMatch: /public-.*\.spec\.ts/,
      grep: process.env.E2E_EVERY_TEST_ON_LAPTOP ? /.*/ : /@laptop/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
