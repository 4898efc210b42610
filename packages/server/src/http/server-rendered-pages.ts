import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseLanguage, type Language } from '@mehendi/shared';

/** The web build's renderer (packages/web/src/entry-server.tsx), kept in dist/server-render. */
interface Renderer {
  renderPage(url: string, language: Language, data: Record<string, unknown>): Promise<string>;
}

export interface ServerRenderedPage {
  /** The shell's name: prerendered/<lang>/<page>.shell.html (packages/web/scripts/prerender.mjs). */
  page: string;
  /** The answers of the page's queries, by query key; sent along for the browser's takeover. */
  data: Record<string, unknown>;
  status?: number;
}

/** Answers a page address with the page rendered from `data`; false when the web build has no renderer. */
export type SendRenderedPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: ServerRenderedPage,
) => Promise<boolean>;

// The marks the prerender step leaves in a shell.
const HEAD_MARK = '<!--app-head-->';
const BODY_MARK = '<!--app-html-->';
const LANG_COOKIE = /(?:^|;\s*)lang=([^;]*)/;
// What React puts first in its markup that belongs in <head>: the title, links and meta tags.
const HOISTED = /^(?:<title>(.*?)<\/title>|<link [^>]*\/>|<meta [^>]*\/>)/;
// Open Graph wants absolute addresses; the page writes them from the site's root.
const RELATIVE_OG = /(<meta property="og:(?:url|image)" content=")\//g;

/** JSON that may stand inside a <script> element: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Pages made of data, rendered when asked (the artist profiles; docs/pages.md#artist-profiles): the web
 * build's own renderer makes the markup, so the browser takes it over as it takes over a prerendered page,
 * with the same answers, which go along in a JSON block. The language is the `lang` cookie's, as for
 * prerendered pages. One render at a time: the renderer's language is global to it.
 */
export function serverRenderedPages(
  distDir: string,
  /** The configured site (config.origin): og: addresses never take a request's Host header. */
  origin: string,
): SendRenderedPage {
  const rendererPath = path.join(distDir, 'server-render', 'entry-server.js');
  let renderer: Promise<Renderer> | null = null;
  const shells = new Map<string, Promise<string>>();
  let queue: Promise<unknown> = Promise.resolve();

  const shellOf = (language: Language, page: string) => {
    const key = `${language}/${page}`;
    let shell = shells.get(key);
    if (!shell) {
      shell = readFile(path.join(distDir, 'prerendered', language, `${page}.shell.html`), 'utf8');
      shells.set(key, shell);
    }
    return shell;
  };

  return async (request, reply, { page, data, status = 200 }) => {
    if (!existsSync(rendererPath)) return false;
    renderer ??= import(pathToFileURL(rendererPath).href) as Promise<Renderer>;
    const language = normaliseLanguage(LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1]);
    const { renderPage } = await renderer;
    const rendering = queue.then(() => renderPage(request.url, language, data));
    queue = rendering.catch(() => undefined);
    let body = await rendering;

    let title: string | null = null;
    const hoisted: string[] = [];
    for (let match; (match = HOISTED.exec(body));) {
      if (match[1] === undefined) hoisted.push(match[0]);
      else title = match[1];
      body = body.slice(match[0].length);
    }

    const head = [
      ...hoisted.map((tag) => tag.replace(RELATIVE_OG, `$1${origin}/`)),
      `<script type="application/json" id="page-data">${scriptJson(data)}</script>`,
    ].join('');
    let html = (await shellOf(language, page)).replace(HEAD_MARK, () => head).replace(BODY_MARK, () => body);
    if (title !== null) html = html.replace(/<title>.*?<\/title>/, () => `<title>${title}</title>`);
    // The page's own description replaces the site's.
    if (hoisted.some((tag) => tag.startsWith('<meta name="description"'))) {
      html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
    }
    await reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .send(html);
    return true;
  };
}
