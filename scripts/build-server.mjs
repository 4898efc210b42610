// Bundles the API server into packages/server/dist so production runs plain JavaScript (no TypeScript
// compiler at run time; see docs/decisions.md). Our own code and @mehendi/shared (TypeScript source) go
// into the bundle; installed packages stay in node_modules and are imported from there, because many read
// files beside their own code (native add-ons, WebAssembly, pino's transport worker, socket.io's client,
// swagger-ui's pages) and would break once moved into a bundle. The SQL migrations are copied beside the
// bundle, where migrate.ts looks for them.
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'packages/server');
const outDir = path.join(serverDir, 'dist');
/** Every bare import but our own workspace packages stays an import of the installed package. */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mehendi/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(serverDir, 'src/server.ts') },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  // server.ts loads the app with import() while the database starts; it becomes a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  plugins: [installedPackagesStayExternal],
  // The bundled CommonJS packages call require(); ESM has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
// config.ts and migrate.ts find the web build and the migrations from their own folder, so they must
// stay in server.mjs, not move into a chunk one folder deeper.
for (const chunk of await readdir(path.join(outDir, 'chunks'))) {
  if (
    chunk.endsWith('.mjs') &&
    (await readFile(path.join(outDir, 'chunks', chunk), 'utf8')).includes('import.meta.dirname')
  ) {
    throw new Error(`chunks/${chunk} uses import.meta.dirname; import that module from server.ts statically`);
  }
}
await cp(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server built into packages/server/dist in ${Date.now() - started} ms`);
