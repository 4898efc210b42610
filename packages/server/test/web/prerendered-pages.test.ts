import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A built front end in miniature: the files the web build's prerender step writes (docs/pages.md).
async function writeWebBuild(dir: string): Promise<void> {
  await writeFile(path.join(dir, 'index.html'), 'empty shell');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  for (const language of ['en', 'mr']) {
    await mkdir(path.join(dir, 'prerendered', language), { recursive: true });
    for (const page of ['home', 'phone-auth', 'phone-auth-customer', 'not-found']) {
      await writeFile(path.join(dir, 'prerendered', language, `${page}.html`), `${page} in ${language}`);
    }
  }
  await writeFile(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({
      languages: ['en', 'mr'],
      pages: [
        { path: '/', file: 'home.html' },
        { path: '/phone-auth', query: { role: 'customer' }, file: 'phone-auth-customer.html' },
        { path: '/phone-auth', file: 'phone-auth.html' },
      ],
      notFound: 'not-found.html',
      appPaths: ['/', '/phone-auth', '/admin-dashboard'],
    }),
  );
}

describe('prerendered pages', () => {
  let web: string;
  let test: TestApp;

  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'mehendi-web-'));
    await writeWebBuild(web);
    test = await createTestApp({ WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await test.close();
    await rm(web, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends the page in the language of the lang cookie, English without one, never cached without checking', async () => {
    const english = await get('/');
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe('home in en');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/cookie/i);

    expect((await get('/', 'theme=dark; lang=mr')).body).toBe('home in mr');
    expect((await get('/', 'lang=xx')).body).toBe('home in en');
    expect((await get('/', 'lang=../../etc')).body).toBe('home in en');
  });

  it('picks the phone login of the role in ?role=, and the plain one for any other role', async () => {
    expect((await get('/phone-auth?role=customer', 'lang=mr')).body).toBe('phone-auth-customer in mr');
    expect((await get('/phone-auth?role=nobody', 'lang=mr')).body).toBe('phone-auth in mr');
    expect((await get('/phone-auth')).body).toBe('phone-auth in en');
  });

  it('sends the shell for app routes that are not prerendered and the 404 page for unknown addresses', async () => {
    expect((await get('/admin-dashboard', 'lang=mr')).body).toBe('empty shell');
    expect((await get('/no-such-page', 'lang=mr')).body).toBe('not-found in mr');
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: expect.any(String) });
  });

  it('serves built files, and answers a folder with a page, never a listing or a refusal', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1)');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const folder of ['/assets/', '/assets', '/prerendered/en/']) {
      const page = await get(folder, 'lang=mr');
      expect(page.statusCode, folder).toBe(200);
      expect(page.body, folder).toBe('not-found in mr');
    }
    const head = await test.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
