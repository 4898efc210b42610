import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the built product on a fresh database
// (started by e2e/support/global-setup.ts). Downloading Playwright's own browsers is not possible here.
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
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
    // The customer and artist pages again on a laptop screen (their layout changes at 768 px).
    { name: 'desktop', testMatch: /public-.*\.spec\.ts/, use: { viewport: { width: 1280, height: 800 } } },
  ],
});
