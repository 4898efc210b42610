import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { processImage } from '../../src/images/image-pipeline';
import { storeImage } from '../../src/images/stored-image';
import { uploadImage } from '../../src/modules/catalogue/catalogue.service';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';
import type { Storage } from '../../src/storage/storage';
import { smallPng } from '../helpers/image-fixtures';
import { storedFiles } from '../helpers/stored-files';

describe('local disk storage', () => {
  let dataDir: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-storage-'));
    storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stores, reads, replaces and deletes a file, leaving no temporary file behind', async () => {
    await storage.put('designs/abc.webp', Buffer.from('one'), 'image/webp');
    await storage.put('designs/abc.webp', Buffer.from('two'), 'image/webp');
    expect((await storage.get('designs/abc.webp'))?.toString()).toBe('two');
    expect(storage.url('designs/abc.webp')).toBe('/uploads/designs/abc.webp');
    await storage.delete('designs/abc.webp');
    await storage.delete('designs/abc.webp');
    expect(await storage.get('designs/abc.webp')).toBeNull();
    expect(await storedFiles(dataDir)).toEqual([]);
  });

  it('copies a file as a link, into a folder it makes, and answers false for a source that is not there', async () => {
    await storage.put('designs/abc.webp', Buffer.from('one'), 'image/webp');
    // The first copy into a folder makes it; the next finds it there.
    expect(await storage.copy('designs/abc.webp', 'bookings/first.webp')).toBe(true);
    expect(await storage.copy('designs/abc.webp', 'bookings/second.webp')).toBe(true);
    expect(await storage.copy('designs/missing.webp', 'bookings/third.webp')).toBe(false);
    expect(await storage.copy('designs/missing.webp', 'elsewhere/fourth.webp')).toBe(false);
    // Deleting the catalogue's name leaves the booking's copies whole.
    await storage.delete('designs/abc.webp');
    expect((await storage.get('bookings/first.webp'))?.toString()).toBe('one');
    expect((await storage.get('bookings/second.webp'))?.toString()).toBe('one');
    expect(await storage.get('bookings/third.webp')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of [
      '../server.lock',
      'designs/../../x.webp',
      '/etc/passwd',
      'designs\\x.webp',
      '.tmp/x',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(() => storage.url(key), key).toThrow(/Invalid storage key/);
    }
  });
});

describe('storeImage', () => {
  it('removes the first size again when storing the second fails', async () => {
    const files = new Map<string, Buffer>();
    const failing: Storage = {
      async put(key, bytes) {
        if (key.endsWith('-grid.webp')) throw new Error('disk full');
        files.set(key, bytes);
      },
      async get(key) {
        return files.get(key) ?? null;
      },
      async delete(key) {
        files.delete(key);
      },
      url: (key) => `/uploads/${key}`,
    };
    const image = await processImage(await smallPng());
    await expect(storeImage(failing, 'designs', image)).rejects.toThrow('disk full');
    expect([...files.keys()]).toEqual([]);
  });
});

describe('uploadImage', () => {
  it('removes the stored files again when the record cannot be written', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-storage-'));
    try {
      const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
      const brokenDb = {
        insert: () => {
          throw new Error('database unavailable');
        },
      } as unknown as Db;
      await expect(
        uploadImage(
          { db: brokenDb, storage },
          { kind: 'designs', variety: 'Munj', priceRange: '800-1500' },
          await smallPng(),
        ),
      ).rejects.toThrow('database unavailable');
      expect(await storedFiles(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
