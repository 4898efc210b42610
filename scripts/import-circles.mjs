#!/usr/bin/env node
// Fails when files import one another round in a circle (docs/decisions.md §19), type-only imports included:
// a circle ties its files into one piece, which the module layers exist to prevent. Part of `npm run lint`.
// `node scripts/import-circles.mjs [glob…]` checks the given files (default: every package's sources).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const SOURCES = ['packages/*/src/**/*.{ts,tsx}'];

/** The import circles among `globs`' files, each as the list of its files relative to `context`. */
export async function importCircles(globs, context = process.cwd()) {
  const tree = await parseDependencyTree(globs, {
    context,
    // Types are imports too (`transform: false` keeps `import type`); packages are not ours to check.
    transform: false,
    exclude: /node_modules/,
    skipDynamicImports: false,
  });
  return parseCircular(tree, false);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const globs = process.argv.length > 2 ? process.argv.slice(2) : SOURCES;
  const circles = await importCircles(globs);
  if (circles.length === 0) {
    console.log(`No import circles in ${globs.join(', ')}.`);
  } else {
    console.error(`${circles.length} import circle(s): break each by moving the shared piece down a layer.`);
    for (const circle of circles)
      console.error(`  ${[...circle, circle[0]].map((f) => path.normalize(f)).join(' → ')}`);
    process.exitCode = 1;
  }
}
