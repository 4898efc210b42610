import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// Each tier's report of every test file's time, for `npm run test:timings` (scripts/test-timings.mjs;
// docs/testing.md#where-the-time-goes). The PGlite and PostgreSQL tiers run side by side in CI, so each
// writes its own file.
const tier = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const report = path.join(process.env.TEST_REPORTS_DIR ?? '.test-reports', `vitest-${tier}.json`);

// Unit tests live beside the code; API tests under packages/server/test use a real database.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.ts'],
    // The deploy tier needs the build: `npm run test:deploy` (vitest.deploy.config.ts) after it.
    exclude: [...configDefaults.exclude, 'packages/server/test/deploy/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process for all the files of a tier instead of one each: importing the app and compiling
    // PGlite's WebAssembly once, not per file, took a tier from 424 s to 290 s
    // (docs/testing.md#one-process-for-a-tiers-files). So a file must leave nothing behind in the
    // process for the next: a clock, a mock, a global.
    isolate: false,
    reporters: [
      'default',
      [path.resolve(import.meta.dirname, 'scripts/lib/vitest-json-reporter.mjs'), { outputFile: report }],
    ],
  },
});
