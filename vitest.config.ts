import { defineConfig } from 'vitest/config';

// Unit tests live beside the code; API tests under packages/server/test use a real database.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
