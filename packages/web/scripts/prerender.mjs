// Last step of the web build: the public pages as HTML in every language, so they paint before any
// JavaScript runs and the client hydrates them (docs/pages.md). Writes dist/prerendered/<lang>/<page>.html
// and dist/prerendered/pages.json, which tells the server which file answers which address. Pages made of
// data (the artist profiles) get a shell instead, <page>.shell.html, which the server fills at request time
// with the same renderer (dist/server-render, kept for it; docs/pages.md#artist-profiles).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const SSR_DIST = path.join(DIST, 'server-render');
const LANGUAGES = ['en', 'mr', 'kn', 'hi'];
// An address no route has: the router shows its 404 page there.
const NOT_FOUND_URL = '/__prerender-not-found__';

/** name: the file; url: what is rendered; match: the addresses it answers; module: the route's source. */
const PAGES = [
  { name: 'home', url: '/', match: { path: '/' }, module: 'src/app/routes/home.tsx' },
  {
    name: 'customer-dashboard',
    url: '/customer-dashboard',
    match: { path: '/customer-dashboard' },
    module: 'src/app/routes/customer-dashboard.tsx',
  },
  {
    name: 'artist-dashboard',
    url: '/artist-dashboard',
    match: { path: '/artist-dashboard' },
    module: 'src/app/routes/artist-dashboard.tsx',
  },
  // The phone login's heading names the role from ?role=, so each role has its own page.
  ...['customer', 'artist'].map((role) => ({
    name: `phone-auth-${role}`,
    url: `/phone-auth?role=${role}`,
    match: { path: '/phone-auth', query: { role } },
    module: 'src/app/routes/phone-auth.tsx',
    // Decides before the first paint whether the number form or the no-booking notice shows.
    inlineScript: role === 'customer' ? 'NO_BOOKING_CHECK' : null,
  })),
  {
    name: 'phone-auth',
    url: '/phone-auth',
    match: { path: '/phone-auth' },
    module: 'src/app/routes/phone-auth.tsx',
  },
  {
    name: 'admin-login',
    url: '/admin-login',
    match: { path: '/admin-login' },
    module: 'src/app/routes/admin-login.tsx',
  },
  { name: 'not-found', url: NOT_FOUND_URL, match: null, module: 'src/app/routes/not-found.tsx' },
];

/** Pages the server renders at request time from the database: here only their shells. */
const SERVER_PAGES = [
  { name: 'artists', module: 'src/app/routes/artists.tsx' },
  { name: 'artist-profile', module: 'src/app/routes/artist-profile.tsx' },
];
// Where the server puts what it rendered (server-rendered-pages.ts in packages/server reads the same).
const HEAD_MARK = '<!--app-head-->';
const BODY_MARK = '<!--app-html-->';

/** A module's stylesheets, with those of the modules it imports statically. */
function stylesOf(manifest, key, seen = new Set()) {
  const css = new Set();
  if (seen.has(key) || !manifest[key]) return css;
  seen.add(key);
  const chunk = manifest[key];
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? [])
    stylesOf(manifest, imported, seen).forEach((file) => css.add(file));
  return css;
}

const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
// The app's own styles come with the module that starts it, which the entry imports after the first paint.
const appCss = stylesOf(manifest, 'src/app/start-app.tsx');
/**
 * A stylesheet inline, so nothing blocks the first paint. The disabled link beside it is never fetched; it
 * tells Vite's loader that the sheet is on the page already, so the app's code does not add it a second
 * time (the same rules again would make the browser restyle the whole page during the takeover).
 */
async function inlineStyle(file) {
  const text = await readFile(path.join(DIST, file), 'utf8');
  return `<style>${text.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

const appStyles = (await Promise.all([...appCss].map(inlineStyle))).join('');

const entryServer = await import(pathToFileURL(path.join(SSR_DIST, 'entry-server.js')).href);
const { renderPage, paths } = entryServer;

await rm(path.join(DIST, 'prerendered'), { recursive: true, force: true });
for (const language of LANGUAGES) {
  await mkdir(path.join(DIST, 'prerendered', language), { recursive: true });
  for (const page of PAGES) {
    let body = await renderPage(page.url, language);
    // React puts what belongs in <head> first (the page's <title>, preloads): it moves there, the title in
    // place of the template's.
    let title = null;
    const hoisted = [];
    for (let match; (match = /^(?:<title>(.*?)<\/title>|<link [^>]*\/>|<meta [^>]*\/>)/.exec(body));) {
      if (match[1] === undefined) hoisted.push(match[0]);
      else title = match[1];
      body = body.slice(match[0].length);
    }
    const css = stylesOf(manifest, page.module);
    // The page's styles inline, so nothing blocks the first paint. Its code is not preloaded: the entry
    // fetches it after the paint (src/main.ts).
    const routeCss = [...css].filter((file) => !appCss.has(file));
    // The inline scripts run before the body is parsed (the server allows each by its hash): every page
    // holds a form sent before the app has it (EARLY_SUBMIT_HOLD), and the page's own, if any.
    const script = ['EARLY_SUBMIT_HOLD', ...(page.inlineScript ? [page.inlineScript] : [])].map(
      (name) => `<script>${entryServer[name]}</script>`,
    );
    const head = [...hoisted, appStyles, ...(await Promise.all(routeCss.map(inlineStyle))), ...script].join(
      '',
    );
    let html = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
      .replace('</head>', () => `${head}</head>`);
    if (title !== null) html = html.replace(/<title>.*?<\/title>/, () => `<title>${title}</title>`);
    if (!html.includes(`<html lang="${language}">`) || !html.includes(body)) {
      throw new Error(`index.html does not have the expected <html lang="en"> and <div id="root"></div>`);
    }
    await writeFile(path.join(DIST, 'prerendered', language, `${page.name}.html`), html);
  }
  for (const page of SERVER_PAGES) {
    const routeCss = [...stylesOf(manifest, page.module)].filter((file) => !appCss.has(file));
    const head = [appStyles, ...(await Promise.all(routeCss.map(inlineStyle))), HEAD_MARK].join('');
    const shell = template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${BODY_MARK}</div>`)
      .replace('</head>', () => `${head}</head>`);
    await writeFile(path.join(DIST, 'prerendered', language, `${page.name}.shell.html`), shell);
  }
}

const appPaths = Object.values(paths).filter((value) => typeof value === 'string');
const pages = {
  languages: LANGUAGES,
  pages: PAGES.filter((page) => page.match).map((page) => ({ ...page.match, file: `${page.name}.html` })),
  notFound: 'not-found.html',
  // Routes of the app that are not prerendered: they get index.html, not the 404 page.
  appPaths,
};
await writeFile(path.join(DIST, 'prerendered', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(
  `prerendered ${PAGES.length} pages and ${SERVER_PAGES.length} shells in ${LANGUAGES.length} languages into dist/prerendered/`,
);
