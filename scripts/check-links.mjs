// npm run docs:links: every relative link in README.md and docs/ points at a file or folder that exists,
// and an #anchor names a heading of the markdown file it points into (GitHub's heading slugs); README.md
// and docs/README.md link to every page under docs/; every `docs/<page>.md#<anchor>` cited in code
// exists. Web and mail addresses are not fetched. Exits 1 and lists each problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The markdown files checked: README.md and every .md under docs/. */
export function docsFiles(root) {
  const files = ['README.md'];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files.filter((file) => existsSync(path.join(root, file)));
}

/** Each line with fenced code blocks blanked, so neither links nor headings are read from code. */
function proseLines(markdown) {
  let fence = null;
  return markdown.split('\n').map((line) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      return '';
    }
    if (opening) {
      fence = opening[1];
      return '';
    }
    return line;
  });
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image reads as its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`([^`]*)`/g, '$1');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs (repeats numbered as GitHub does), HTML ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** A markdown file's links with their line numbers: `[text](target)`, images, and `[label]: target`. */
export function linksOf(markdown) {
  const links = [];
  proseLines(markdown).forEach((rawLine, index) => {
    // Code spans are not links.
    const line = rawLine.replace(/(`+)(.*?)\1/g, (span) => ' '.repeat(span.length));
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) links.push({ line: index + 1, target: definition[1] });
    const inline = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
    for (const match of line.matchAll(inline)) links.push({ line: index + 1, target: match[1] });
  });
  return links.map(({ line, target }) => ({ line, target: target.replace(/^<(.*)>$/, '$1') }));
}

/** Broken links of the given markdown files (paths relative to root), each with where it is and why. */
export function checkLinks(root, files = docsFiles(root)) {
  const problems = [];
  const anchorCache = new Map();
  const anchors = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  for (const file of files) {
    const source = path.join(root, file);
    for (const { line, target } of linksOf(readFileSync(source, 'utf8'))) {
      const where = `${file}:${line}`;
      if (target === '') {
        problems.push({ where, target, reason: 'empty link' });
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http(s), mailto…
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved =
        pathPart === ''
          ? source
          : pathPart.startsWith('/')
            ? path.join(root, pathPart)
            : path.resolve(path.dirname(source), pathPart);
      if (!existsSync(resolved)) {
        problems.push({ where, target, reason: `${path.relative(root, resolved)} does not exist` });
        continue;
      }
      if (
        anchor &&
        resolved.endsWith('.md') &&
        statSync(resolved).isFile() &&
        !anchors(resolved).has(anchor)
      ) {
        problems.push({ where, target, reason: `no heading #${anchor} in ${path.relative(root, resolved)}` });
      }
    }
  }
  return problems;
}

/** Pages under docs/ that an index (README.md's Documentation, docs/README.md) does not link to. */
export function unindexedDocs(root, index, files = docsFiles(root)) {
  if (!files.includes(index)) return [];
  const linked = new Set(
    linksOf(readFileSync(path.join(root, index), 'utf8')).map(({ target }) =>
      path.posix.join(path.posix.dirname(index), decodeURIComponent(target.split('#')[0])),
    ),
  );
  return files.filter((file) => file.startsWith('docs/') && file !== 'docs/README.md' && !linked.has(file));
}

const CODE_FOLDERS = ['packages', 'e2e', 'scripts'];
const CODE_FILE = /\.(?:ts|tsx|js|mjs)$/;

/**
 * Code comments cite the docs as `docs/<page>.md` or `docs/<page>.md#<anchor>` (docs/README.md); each
 * page and heading cited must exist. This check's own test, whose fixtures are broken on purpose, is skipped.
 */
export function checkCitations(root) {
  const problems = [];
  const anchorCache = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-ssr', 'data'].includes(entry.name)) walk(relative);
      } else if (CODE_FILE.test(entry.name) && !entry.name.startsWith('docs-links.test.')) {
        readFileSync(path.join(root, relative), 'utf8')
          .split('\n')
          .forEach((line, index) => {
            for (const match of line.matchAll(/(?<![\w./-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
              const page = path.join(root, 'docs', match[1]);
              const where = `${relative}:${index + 1}`;
              if (!existsSync(page)) {
                problems.push({ where, target: match[0], reason: `docs/${match[1]} does not exist` });
              } else if (match[2]) {
                if (!anchorCache.has(page)) anchorCache.set(page, anchorsOf(readFileSync(page, 'utf8')));
                if (!anchorCache.get(page).has(match[2])) {
                  problems.push({
                    where,
                    target: match[0],
                    reason: `no heading #${match[2]} in docs/${match[1]}`,
                  });
                }
              }
            }
          });
      }
    }
  };
  for (const folder of CODE_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const files = docsFiles(root);
  const problems = [...checkLinks(root, files), ...checkCitations(root)];
  for (const index of ['README.md', 'docs/README.md']) {
    for (const file of unindexedDocs(root, index, files)) {
      problems.push({ where: index, target: file, reason: 'the index does not link to this page' });
    }
  }
  for (const { where, target, reason } of problems) console.error(`${where}: (${target}) ${reason}`);
  console.log(`${files.length} files checked, ${problems.length} problems.`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
