import sharp from 'sharp';
import { BOOKING_VARIETIES, PRICE_RANGES_BY_VARIETY, SIDERS_TYPES, type SidersType } from '@mehendi/shared';
import type { Db } from '../db/database';
import { processImage } from '../images/image-pipeline';
import { deleteFiles, recordStoredImage, storeImage, type StoredImage } from '../images/stored-image';
import { countImages, insertImage } from '../modules/catalogue/catalogue.repository';
import { FOLDERS } from '../modules/catalogue/shelves';
import type { Storage } from '../storage/storage';
import { demoDesignSvg, seedOf, type PatternStyle } from './demo-patterns';

const MEHENDI_STYLES: readonly PatternStyle[] = ['mandala', 'paisley', 'moon'];
const SIDERS_STYLES: Record<SidersType, PatternStyle> = { arabic: 'arabic-vine', indian: 'indian-lattice' };

export interface DemoSeedResult {
  designs: number;
  sidersDesigns: number;
  /** Why a part was left alone, e.g. 'mehendi designs: 12 already stored'. */
  skipped: string[];
}

/** Draws a sample and sends it through the same pipeline as an admin's upload. */
async function sampleImage(
  storage: Storage,
  folder: string,
  style: PatternStyle,
  seed: string,
): Promise<StoredImage> {
  const png = await sharp(Buffer.from(demoDesignSvg(style, seedOf(seed))))
    .png()
    .toBuffer();
  return storeImage(storage, folder, await processImage(png));
}

/** Draws `count` samples side by side (the pipeline's queue bounds the work); all or none are stored. */
async function sampleImages(
  storage: Storage,
  count: number,
  draw: (index: number) => Promise<StoredImage>,
): Promise<StoredImage[]> {
  const settled = await Promise.allSettled(Array.from({ length: count }, (_, i) => draw(i)));
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  const images = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  if (failed) {
    await deleteFiles(
      storage,
      images.flatMap((image) => [image.imageKey, image.thumbKey]),
    );
    throw failed.reason;
  }
  return images;
}

/**
 * Fills an empty catalogue with generated henna-style samples: `perGroup` per variety and price range
 * and per siders type. A part that already has designs is left alone, so running it twice adds nothing.
 */
export async function seedDemoCatalogue(
  db: Db,
  storage: Storage,
  options: { perGroup: number; onProgress?: (line: string) => void },
): Promise<DemoSeedResult> {
  const result: DemoSeedResult = { designs: 0, sidersDesigns: 0, skipped: [] };
  const existingDesigns = await countImages(db, 'designs');
  if (existingDesigns > 0) {
    result.skipped.push(`mehendi designs: ${existingDesigns} already stored`);
  } else {
    for (const [groupIndex, variety] of BOOKING_VARIETIES.entries()) {
      for (const priceRange of PRICE_RANGES_BY_VARIETY[variety]) {
        const images = await sampleImages(storage, options.perGroup, (i) => {
          const style = MEHENDI_STYLES[(groupIndex + i) % MEHENDI_STYLES.length] ?? 'mandala';
          return sampleImage(storage, FOLDERS.designs, style, `${variety}|${priceRange}|${i}`);
        });
        for (const image of images) {
          await recordStoredImage(storage, image, () =>
            insertImage(db, { kind: 'designs', variety, priceRange }, image),
          );
          result.designs++;
        }
        options.onProgress?.(`  ${variety} ${priceRange}: ${options.perGroup} designs`);
      }
    }
  }
  const existingSiders = await countImages(db, 'siders');
  if (existingSiders > 0) {
    result.skipped.push(`siders designs: ${existingSiders} already stored`);
  } else {
    for (const sidersType of SIDERS_TYPES) {
      for (let i = 0; i < options.perGroup; i++) {
        const image = await sampleImage(
          storage,
          FOLDERS.siders,
          SIDERS_STYLES[sidersType],
          `${sidersType}|${i}`,
        );
        await recordStoredImage(storage, image, () => insertImage(db, { kind: 'siders', sidersType }, image));
        result.sidersDesigns++;
      }
      options.onProgress?.(`  siders ${sidersType}: ${options.perGroup} designs`);
    }
  }
  return result;
}
