// `npm run lint` fails on an import circle (scripts/import-circles.mjs, docs/decisions.md §19): checked here on
// planted circles, since the product's own files have none.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript script without type declarations
import { importCircles } from '../../../../scripts/import-circles.mjs';

let folder: string | null = null;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = null;
});

/** Writes `files` into a new folder and answers the circles found among them. */
async function circlesAmong(files: Record<string, string>): Promise<string[][]> {
  folder = await mkdtemp(path.join(os.tmpdir(), 'import-circles-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  return importCircles([`${folder}/*.ts`], folder);
}

describe('the import circle check (npm run lint)', () => {
  it('finds a circle through three files', async () => {
    const circles = await circlesAmong({
      'a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'b.ts': "import { c } from './c';\nexport const b = () => c();\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a();\n",
    });
    expect(circles).toHaveLength(1);
    expect(circles[0]!.map((file) => path.basename(file)).sort()).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('counts a type-only import, as the module layers do', async () => {
    const circles = await circlesAmong({
      'row.ts': "import type { Db } from './db';\nexport type Row = { db: Db };\n",
      'db.ts': "import type { Row } from './row';\nexport type Db = { rows: Row[] };\n",
    });
    expect(circles).toHaveLength(1);
  });

  it('passes files that import one way', async () => {
    const circles = await circlesAmong({
      'low.ts': 'export const low = 1;\n',
      'high.ts': "import { low } from './low';\nexport const high = low + 1;\n",
    });
    expect(circles).toEqual([]);
  });
});
