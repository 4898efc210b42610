import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { detectImageFormat } from '../../src/images/image-format';
import { processImage } from '../../src/images/image-pipeline';
import { ImageRejectedError } from '../../src/images/image-rejection';
import { createJobQueue } from '../../src/images/job-queue';
import { bilevelPng, gif, jpegWithExif, smallPng, webp } from '../helpers/image-fixtures';

describe('image format from the bytes', () => {
  it('recognises JPEG, PNG and WebP and nothing else', async () => {
    expect(detectImageFormat(await jpegWithExif())).toBe('jpeg');
    expect(detectImageFormat(await smallPng())).toBe('png');
    expect(detectImageFormat(await webp())).toBe('webp');
    expect(detectImageFormat(await gif())).toBeNull();
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('refuses a file whose bytes start like a JPEG but are not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>x</script>'),
    ]);
    await expect(processImage(fake)).rejects.toMatchObject({ reason: 'unsupported', statusCode: 415 });
  });

  it('reads a pixel bomb’s size from its header and refuses it without decoding', async () => {
    const bomb = bilevelPng(20_000, 20_000);
    // The fixture is a genuine PNG of that size, tiny on disk.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    const error: unknown = await processImage(bomb).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error).toMatchObject({ reason: 'too-many-pixels', statusCode: 413 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses just over 40 megapixels', async () => {
    await expect(processImage(bilevelPng(8000, 5001))).rejects.toMatchObject({ reason: 'too-many-pixels' });
  });

  it('never enlarges a small photo and keeps its shape', async () => {
    const tiny = await sharp({ create: { width: 200, height: 100, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const result = await processImage(tiny);
    expect([result.grid.width, result.grid.height]).toEqual([200, 100]);
    expect([result.zoom.width, result.zoom.height]).toEqual([200, 100]);
  });
});

describe('job queue', () => {
  it('runs at most the limit at once, in arrival order, and carries on after a failure', async () => {
    const run = createJobQueue(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const job = (id: number, fail = false) =>
      run(async () => {
        started.push(id);
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (fail) throw new Error(`job ${id} failed`);
        return id;
      });
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4), job(5)]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
