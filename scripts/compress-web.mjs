// The last step of `npm run build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text file
// of the built web app (packages/web/dist, including any prerendered pages), so the server sends
// compressed bytes without compressing per request (see docs/decisions.md). A copy that would not be
// smaller than the file is not written; the server then sends the file itself.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest|ico)$/i;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../packages/web/dist'));

async function* textFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The server's own renderer and the shells it fills are never sent as they are.
    if (entry.isDirectory() && entry.name === 'server-render') continue;
    if (entry.name.endsWith('.shell.html')) continue;
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const started = Date.now();
let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
for await (const file of textFiles(distDir)) {
  const bytes = await readFile(file);
  const [brBytes, gzBytes] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  files += 1;
  raw += bytes.length;
  if (brBytes.length < bytes.length) {
    await writeFile(`${file}.br`, brBytes);
    br += brBytes.length;
  }
  if (gzBytes.length < bytes.length) {
    await writeFile(`${file}.gz`, gzBytes);
    gz += gzBytes.length;
  }
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `compressed ${files} text files in ${path.relative(process.cwd(), distDir) || '.'}: ` +
    `${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)} (${Date.now() - started} ms)`,
);
