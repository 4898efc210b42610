import boundaries from 'eslint-plugin-boundaries';

/** The import direction between packages, web features and server modules, enforced by `npm run lint`. */
export const importBoundaries = {
  // Import direction (README "Where to change what"): shared knows nothing of ours; a web feature uses
  // neither another feature nor app/; a server module reaches another only through its public entry
  // (index.ts or its service). Tests are not elements, so they may reach anything.
  files: ['packages/*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      // Folder mode: a file belongs to the closest folder that matches, so a module wins over its package.
      { type: 'server-module', pattern: 'packages/server/src/modules/*', capture: ['module'] },
      { type: 'web-feature', pattern: 'packages/web/src/features/*', capture: ['feature'] },
      { type: 'web-app', pattern: 'packages/web/src/app' },
      { type: 'shared', pattern: 'packages/shared' },
      { type: 'server', pattern: 'packages/server' },
      { type: 'web', pattern: 'packages/web' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: {
              to: { element: { types: ['server', 'server-module', 'web', 'web-feature', 'web-app'] } },
            },
            message: 'packages/shared imports nothing of ours: it is the domain both sides share.',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: { to: { element: { type: 'web-app' } } },
            message:
              'A web feature does not import app/: pass what it needs in, or move it to config/, lib/ or ui/.',
          },
          {
            from: { element: { type: 'web-feature' } },
            disallow: {
              to: { element: { type: 'web-feature', captured: { feature: '!{{from.captured.feature}}' } } },
            },
            message:
              'A web feature does not import another feature: compose them in app/, or share through ui/ or lib/.',
          },
          {
            from: { element: { type: 'server-module' } },
            disallow: {
              to: {
                element: {
                  type: 'server-module',
                  captured: { module: '!{{from.captured.module}}' },
                  fileInternalPath: '!{index,*.service}.ts',
                },
              },
            },
            message:
              "A server module reaches another only through that module's index.ts or service, never its repository or tables.",
          },
        ],
      },
    ],
  },
};

/** The product never imports the test client (packages/test-client); tests, e2e and scripts may. */
export const noTestClientInProduct = {
  files: ['packages/{shared,server,web}/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: '@mehendi/test-client', message: 'Only tests use the test client.' }],
        patterns: [{ group: ['**/test-client/**'], message: 'Only tests use the test client.' }],
      },
    ],
  },
};
