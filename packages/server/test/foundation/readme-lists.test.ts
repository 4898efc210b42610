// The README's "What is where" names every server module and every web feature (issue 42): a folder added
// without a word there fails this test, as a broken docs link fails docs-links.test.ts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

async function folders(relative: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, relative), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** The README's table row of `folder`, e.g. the one that starts with [`packages/server`]. */
async function readmeRow(folder: string): Promise<string> {
  const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith(`| [\`${folder}\`]`));
  if (!row) throw new Error(`README.md has no "What is where" row for ${folder}`);
  return row;
}

describe("the README's lists of what exists", () => {
  it.each([
    ['packages/server', 'packages/server/src/modules'],
    ['packages/web', 'packages/web/src/features'],
  ])('names every folder of %s in its row', async (row, parent) => {
    const text = await readmeRow(row);
    const missing = (await folders(parent)).filter((name) => !text.includes(`\`${name}\``));
    expect(missing, `add them to README.md's ${row} row`).toEqual([]);
  });

  it('stays under 200 lines: the reference lives in docs/', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThan(200);
  });
});
