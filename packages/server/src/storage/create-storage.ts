import path from 'node:path';
import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage of uploaded images: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.storage.s3) return new S3Storage(config.storage.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
