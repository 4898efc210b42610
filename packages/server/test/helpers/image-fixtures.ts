// Test images generated at test time (no binaries in the repository).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { samplePhoto as sampleDesignPhoto } from '@mehendi/test-client';

const CREAM = { r: 246, g: 234, b: 210 };

/** A 1600×1200 JPEG, stored sideways (EXIF orientation 6), with camera details and a GPS position. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: CREAM } })
    .composite([{ input: Buffer.from(patternSvg(1600, 1200)), top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'FixtureCam', Model: 'Henna 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '18/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 51/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An 800×600 PNG with transparency: smaller than the zoom size, so it must not be enlarged. */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 4, background: { ...CREAM, alpha: 0.5 } } })
    .composite([{ input: Buffer.from(patternSvg(800, 600)), top: 0, left: 0 }])
    .png()
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: CREAM } })
    .composite([{ input: Buffer.from(patternSvg(2000, 1000)), top: 0, left: 0 }])
    .webp({ quality: 90 })
    .withExif({ IFD0: { Make: 'FixtureCam' } })
    .toBuffer();
}

/**
 * A 4000×3000 (12 MP) JPEG full of fine detail in every colour: harder to compress than a real photo,
 * so the grid-size budget it meets holds for real photos too.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const [width, height, block] = [4000, 3000, 10];
  const [smallWidth, smallHeight] = [width / block, height / block];
  const noise = Buffer.alloc(smallWidth * smallHeight * 3);
  let seed = 42;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    noise[i] = seed >> 23;
  }
  return sharp(noise, { raw: { width: smallWidth, height: smallHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'FixtureCam', Model: '12MP' } })
    .toBuffer();
}

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: CREAM } })
    .gif()
    .toBuffer();
}

/** A small distinct photo per call (the test client's sample, another hue each time). */
let seed = 0;
export function samplePhoto(): Promise<Buffer> {
  seed += 1;
  return sampleDesignPhoto((seed * 47) % 360, { width: 64, height: 48 });
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A complete, valid black-and-white PNG of width×height. One bit per pixel and all-white rows compress
 * to almost nothing, so a 20000×20000 "pixel bomb" is a file of about 50 KB.
 */
export function bilevelPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter type: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function patternSvg(width: number, height: number): string {
  const circles = Array.from({ length: 12 }, (_, i) => {
    const r = (Math.min(width, height) / 2) * (1 - i / 13);
    return `<circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="none" stroke="#7a3b12" stroke-width="${2 + (i % 3)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${circles}</svg>`;
}
