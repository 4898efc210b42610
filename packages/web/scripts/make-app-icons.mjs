// Makes the installed app's icons (docs/pages.md#the-app) from the site's logo, public/favicon.svg:
// `node packages/web/scripts/make-app-icons.mjs`; the PNGs are committed, so builds do not need sharp.
// The maskable icon fills its square with the logo's red and draws the logo over the middle 80 %, the
// circle every platform's mask leaves whole.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

const WEB = path.resolve(import.meta.dirname, '..');
// sharp is the server's (it resizes uploaded images); the web package does not depend on it.
const sharp = createRequire(path.join(WEB, '../server/package.json'))('sharp');
const logo = await readFile(path.join(WEB, 'public/favicon.svg'));
const RED = '#7a2e1d';

async function plain(size, file) {
  await sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(path.join(WEB, 'public/icons', file));
}

async function maskable(size, file) {
  const inner = Math.round(size * 0.8);
  const drop = await sharp(logo, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: RED } })
    .composite([{ input: drop, top: offset, left: offset }])
    .png()
    .toFile(path.join(WEB, 'public/icons', file));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await maskable(512, 'icon-maskable-512.png');
// iOS's home screen icon: square, no transparency (it rounds the corners itself).
await maskable(180, 'apple-touch-icon.png');
