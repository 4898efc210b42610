import type { Metadata, Sharp, default as SharpFactory } from 'sharp';
import { IMAGE_LIMITS } from '../limits';
import { detectImageFormat, type ImageFormat } from './image-format';
import { ImageRejectedError } from './image-rejection';
import { createJobQueue } from './job-queue';

let loaded: Promise<typeof SharpFactory> | null = null;

/**
 * sharp (libvips, a native library) is loaded with the first photo, not at start: loading it took about
 * a twentieth of a restart (docs/speed.md#compiled-server), and most processes never handle an upload.
 */
function loadSharp(): Promise<typeof SharpFactory> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is decoded once, so libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** An accepted photo, re-encoded to WebP without metadata at the grid and the zoom size. */
export interface ProcessedImage {
  sourceFormat: ImageFormat;
  grid: EncodedImage;
  zoom: EncodedImage;
}

interface Variant {
  width: number;
  maxHeight: number;
  qualities: readonly number[];
  maxBytes: number;
}

const GRID: Variant = {
  width: IMAGE_LIMITS.gridWidth,
  maxHeight: IMAGE_LIMITS.gridMaxHeight,
  qualities: IMAGE_LIMITS.gridQualities,
  maxBytes: IMAGE_LIMITS.gridMaxBytes,
};
const ZOOM: Variant = {
  width: IMAGE_LIMITS.zoomWidth,
  maxHeight: IMAGE_LIMITS.zoomMaxHeight,
  qualities: IMAGE_LIMITS.zoomQualities,
  maxBytes: IMAGE_LIMITS.zoomMaxBytes,
};

const runJob = createJobQueue(IMAGE_LIMITS.concurrentJobs);

async function readHeader(sharp: typeof SharpFactory, bytes: Buffer): Promise<Metadata> {
  try {
    // Parses the header only, so sharp's own pixel limit need not apply yet; ours is checked next.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('unsupported');
  }
}

/** Resizes once, then encodes at falling qualities until the file fits the variant's byte budget. */
async function encodeVariant(
  sharp: typeof SharpFactory,
  source: Sharp,
  variant: Variant,
): Promise<EncodedImage> {
  const { data: pixels, info } = await source
    .clone()
    .resize({ width: variant.width, height: variant.maxHeight, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  let data = Buffer.alloc(0);
  for (const quality of variant.qualities) {
    data = await sharp(pixels, raw).webp({ quality }).toBuffer();
    if (data.length <= variant.maxBytes) break;
  }
  return { data, width: info.width, height: info.height };
}

/**
 * Checks what the bytes are and how many pixels they claim before decoding anything, then re-encodes:
 * turned upright by its EXIF orientation, every metadata block (EXIF, GPS, XMP, ICC) dropped, never
 * upscaled. Throws ImageRejectedError for anything that is not an acceptable photo.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sourceFormat = detectImageFormat(bytes);
  if (!sourceFormat) throw new ImageRejectedError('unsupported');
  const sharp = await loadSharp();
  const header = await readHeader(sharp, bytes);
  if (header.format !== sourceFormat || !header.width || !header.height) {
    throw new ImageRejectedError('unsupported');
  }
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) throw new ImageRejectedError('too-many-pixels');

  return runJob(async () => {
    // limitInputPixels guards the decoder too, in case a header understated the size.
    const source = sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' }).rotate();
    try {
      const [grid, zoom] = await Promise.all([
        encodeVariant(sharp, source, GRID),
        encodeVariant(sharp, source, ZOOM),
      ]);
      return { sourceFormat, grid, zoom };
    } catch {
      // A header that parsed but a body that does not decode (truncated or corrupt file).
      throw new ImageRejectedError('unsupported');
    }
  });
}
