// A step of `npm run build`, after the web build: writes dist/sw.js, the installed app's service worker
// (src/service-worker/app-worker.ts, docs/pages.md#the-app), with the files it keeps: the app shell of the
// artist's My work and the owner's console only. They are read from Vite's manifest: everything the entry
// loads, static and lazy, except the other pages' route chunks (and what only they load).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const APP_ROUTES = new Set(['src/app/routes/my-work.tsx', 'src/app/routes/admin-dashboard.tsx']);
// The page's own images besides the code: the header's logo, the stand-in for an image that fails, icons.
const IMAGES = [
  '/favicon.svg',
  '/image-missing.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];

const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  if (key.startsWith('src/app/routes/') && !APP_ROUTES.has(key)) return;
  if (chunk.file && !chunk.file.endsWith('.html')) files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
}
walk('index.html');
for (const route of APP_ROUTES)
  if (!seen.has(route)) throw new Error(`${route} is not in the build's manifest`);

const precache = [...[...files].sort(), ...IMAGES];
const index = await readFile(path.join(DIST, 'index.html'));
// A new list or a new shell is a new worker, whose install keeps the new files and drops the old.
const version = createHash('sha256')
  .update(JSON.stringify(precache))
  .update(index)
  .digest('hex')
  .slice(0, 12);

await build({
  entryPoints: [path.join(WEB, 'src/service-worker/app-worker.ts')],
  outfile: path.join(DIST, 'sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  define: { PRECACHE: JSON.stringify(precache), VERSION: JSON.stringify(version) },
  logLevel: 'warning',
});
console.log(`service worker: ${precache.length} files kept for My work and the console (version ${version})`);
