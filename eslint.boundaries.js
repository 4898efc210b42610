import boundaries from 'eslint-plugin-boundaries';

/**
 * The server's modules in layers, lowest first (docs/decisions.md "Modules in layers"): a module imports only
 * modules of lower layers, never one of its own layer or above. A lower module that must set off work of a
 * higher one (an artist leaving hands their jobs back) is handed that work by app.ts, the composition root.
 * Tables (`*.schema.ts`) are the layer below them all: a foreign key names its table whichever module owns it.
 */
export const SERVER_MODULE_LAYERS = [
  ['catalogue', 'notifications', 'phone-auth', 'settings'],
  ['sms-outbox'],
  ['artists'],
  ['advances', 'places', 'reviews', 'team'],
  ['bookings'],
  ['matching', 'visits', 'waitlist'],
  ['admin', 'health', 'my', 'overview', 'profiles', 'webhooks'],
];

/** A micromatch pattern for any of `names` (a brace of one name would be taken literally). */
function anyOf(names) {
  return names.length === 1 ? names[0] : `{${names.join(',')}}`;
}

/** For each module, the modules it may not import: the others of its own layer and every layer above. */
const notBelow = SERVER_MODULE_LAYERS.flatMap((layer, index) =>
  layer.map((module) => ({
    module,
    refused: SERVER_MODULE_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== module),
  })),
);

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
                  fileInternalPath: '!{index,*.service,*.schema}.ts',
                },
              },
            },
            message:
              "A server module reaches another only through that module's index.ts, its service or its tables, never its repository.",
          },
          ...notBelow.map(({ module, refused }) => ({
            from: { element: { type: 'server-module', captured: { module } } },
            disallow: { to: { element: { type: 'server-module', captured: { module: anyOf(refused) } } } },
            message:
              'A server module imports only modules of lower layers (SERVER_MODULE_LAYERS in eslint.boundaries.js): hand it what a higher one does from app.ts.',
          })),
          // Tables are the layer below every module: a foreign key names its table whichever module owns it.
          // The last policy that matches an import decides, so this one overrides the layers above.
          {
            from: { element: { type: 'server-module' } },
            allow: { to: { element: { type: 'server-module', fileInternalPath: '*.schema.ts' } } },
          },
          {
            from: { element: { type: 'server-module', fileInternalPath: '*.schema.ts' } },
            disallow: { to: { element: { type: 'server-module', fileInternalPath: '!*.schema.ts' } } },
            message:
              "A table (*.schema.ts) imports only other tables, never a module's other files: the tables are the layer below every module.",
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
