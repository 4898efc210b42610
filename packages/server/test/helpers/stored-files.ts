import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under the uploads folder (temporary files included), relative to it; [] when absent. */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
