import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The code the public forms (booking, artist, phone login) share: fields, drafts, rules, messages, Zod. One
// chunk instead of about twenty files of a few hundred bytes each, whose fetching and instantiation were long
// tasks of their own on a phone (docs/speed.md#main-thread). Named one by one: a module the home page also
// uses would make the home page fetch this chunk (`npm run bench:bundle` checks its budget), and admin or
// records code would make the forms fetch it.
const FORM_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/]zod[\\/]`,
    String.raw`packages[\\/]shared[\\/]src[\\/](?!catalogue\.ts|schemas[\\/]admin)`,
    String.raw`packages[\\/]web[\\/]src[\\/](zod-jitless\.ts|i18n[\\/]catalogue-labels\.ts)`,
    String.raw`packages[\\/]web[\\/]src[\\/]lib[\\/](estimate-text|format-day|day-names|phone-session|storage|use-after-hydration|translate-error|use-draft-form|phone-store)\.tsx?$`,
    String.raw`packages[\\/]web[\\/]src[\\/]ui[\\/](field|choice-group|confirm-dialog|time-slot-field|submit-button|load-error|remote-image|address-fields|mobile-field|form-section)\.tsx$`,
    String.raw`packages[\\/]web[\\/]src[\\/]features[\\/](booking[\\/](booking-draft|booking-summary)|artist[\\/](validate-artist|artist-draft-store))\.ts$`,
  ].join('|'),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Zod through the module that switches its compiling off first (src/zod-jitless.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) }],
  },
  server: {
    // `npm run dev -w @mehendi/web` talks to the API server on :3000.
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // scripts/prerender.mjs reads which stylesheets and chunks each prerendered page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in named chunks: they change less often than the app (longer cached), and
        // `npm run bench:bundle` shows what each one costs the home page.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'vendor-router',
              test: /node_modules[\\/](wouter|regexparam|use-sync-external-store)[\\/]/,
            },
            {
              name: 'forms',
              // Only what two or more pages share: a page's own modules stay in its route's chunk.
              minShareCount: 2,
              // The home modules they use stay in their own chunks (by default a group takes in everything
              // its modules import).
              includeDependenciesRecursively: false,
              test: FORM_MODULES,
            },
          ],
        },
      },
    },
  },
});
