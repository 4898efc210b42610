import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseLanguage } from '@mehendi/shared';

/** dist/prerendered/pages.json, written by the web build (packages/web/scripts/prerender.mjs). */
interface PagesManifest {
  languages: string[];
  pages: { path: string; query?: Record<string, string>; file: string }[];
  notFound: string;
  appPaths: string[];
}

/** Which built HTML file answers a page address: a prerendered page in the visitor's language, or index.html. */
export type PageFileFor = (url: string, cookieHeader: string | undefined) => string;

const LANG_COOKIE = /(?:^|;\s*)lang=([^;]*)/;

/**
 * Reads the prerender manifest once. The language comes from the `lang` cookie the client sets beside its
 * stored choice, so a Marathi, Kannada or Hindi reader never gets the English page first; without one it is
 * English, as in the client (docs/pages.md). Routes of the app that are not prerendered get index.html;
 * any other address gets the 404 page.
 */
export function prerenderedPages(distDir: string): PageFileFor {
  const manifestPath = path.join(distDir, 'prerendered', 'pages.json');
  if (!existsSync(manifestPath)) return () => 'index.html';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PagesManifest;
  const appPaths = new Set(manifest.appPaths);
  // Pages that ask for query parameters first, so /phone-auth?role=customer finds its own page.
  const pages = [...manifest.pages].sort((a, b) => Number(!a.query) - Number(!b.query));

  return (url, cookieHeader) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const language = normaliseLanguage(LANG_COOKIE.exec(cookieHeader ?? '')?.[1]);
    const page = pages.find(
      (candidate) =>
        candidate.path === pathname &&
        Object.entries(candidate.query ?? {}).every(([name, value]) => searchParams.get(name) === value),
    );
    if (page) return `prerendered/${language}/${page.file}`;
    if (appPaths.has(pathname)) return 'index.html';
    return `prerendered/${language}/${manifest.notFound}`;
  };
}
