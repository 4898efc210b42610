import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, link, mkdir, readFile, rename, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, type Storage } from './storage';

/** Public path under which the server serves the local uploads folder. */
export const UPLOADS_URL_PREFIX = '/uploads/';

// Temporary files sit in a dot-folder of the same file system, so the rename is atomic and the
// static file server (which refuses dotfiles) never serves one.
const TEMP_DIR = '.tmp';
/** Below this, an upload (a 15 MB photo and its copies) may fail: the storage is not ready. */
const READY_FREE_BYTES = 64 * 1024 ** 2;

/** Files under `<DATA_DIR>/uploads`, served by this server at /uploads/<key>. */
export class LocalDiskStorage implements Storage {
  constructor(
    readonly root: string,
    /** Bytes free on the folder's file system (readiness); tests give a full disk. */
    private readonly freeBytes = async (dir: string) => {
      const stats = await statfs(dir);
      return stats.bavail * stats.bsize;
    },
  ) {}

  /** The folder is there and writable, with room for a phone photo's copies (GET /api/health/ready). */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
    const free = await this.freeBytes(this.root);
    if (free < READY_FREE_BYTES) throw new Error(`${Math.round(free / 1024 ** 2)} MB free in ${this.root}`);
  }

  private pathOf(key: string): string {
    assertValidStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  // The served Content-Type comes from the key's extension, so the type given here is not kept.
  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    const temp = path.join(tempDir, `${randomBytes(12).toString('hex')}.part`);
    await mkdir(tempDir, { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      // flush: the bytes reach the disk before the name appears, so a crash leaves no empty image.
      await writeFile(temp, bytes, { flush: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * A hard link: the booking's name and the catalogue's name share one file, written and flushed once
   * at upload. Deleting either name leaves the other intact; stored files are never changed in place.
   */
  async copy(sourceKey: string, targetKey: string): Promise<boolean> {
    const target = this.pathOf(targetKey);
    // Linked first: the folder is there for every booking but the first, and a booking's copies are on
    // its path (docs/speed.md#seventh-pass-statements-built-once-issue-48). ENOENT is a missing folder or
    // a missing source: made, then tried once more.
    if (await this.link(sourceKey, target)) return true;
    await mkdir(path.dirname(target), { recursive: true });
    return this.link(sourceKey, target);
  }

  /** Links `target` to the source's file; false when either the source or the target's folder is missing. */
  private async link(sourceKey: string, target: string): Promise<boolean> {
    try {
      await link(this.pathOf(sourceKey), target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    assertValidStorageKey(key);
    return `${UPLOADS_URL_PREFIX}${key}`;
  }
}
