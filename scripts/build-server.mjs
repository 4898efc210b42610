// Bundles the API server into packages/server/dist so production runs plain JavaScript (no TypeScript
// compiler at run time; see docs/decisions.md). Our own code and @mehendi/shared (TypeScript source) go
// into the bundle; installed packages stay external, because several load native or WebAssembly files
// from their own folders (argon2, sharp, PGlite). The SQL migrations are copied beside the bundle, where
// migrate.ts looks for them.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'packages/server');
const outDir = path.join(serverDir, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@mehendi/'));

const started = Date.now();
await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(serverDir, 'src/server.ts') },
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
await cp(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
console.log(`server built into packages/server/dist in ${Date.now() - started} ms`);
