import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The deploy tier (docs/testing.md#deploy): deploy/ checked on this machine, Caddy in front of the built
// app among it. Apart from `npm run test:unit` because it needs the build, which CI makes for the browser
// tests after the unit tier; `npm run test:deploy` runs it after them.
export default defineConfig({
  test: {
    include: ['packages/server/test/deploy/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: [
      'default',
      [
        path.resolve(import.meta.dirname, 'scripts/lib/vitest-json-reporter.mjs'),
        { outputFile: path.join(process.env.TEST_REPORTS_DIR ?? '.test-reports', 'vitest-deploy.json') },
      ],
    ],
  },
});
