import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@mehendi/shared';
import { prerenderedPages } from './prerendered-pages';

/**
 * Serves the built front end from the same process as the API. Hashed assets are cached for a year;
 * index.html is never cached so a deploy is picked up at once. Unknown non-API paths get index.html and
 * the browser router shows its 404 page. Files go out as the Brotli or gzip copy the build wrote beside
 * them, whichever the browser accepts (scripts/compress-web.mjs); HEAD answers wherever GET does.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const pageFileFor = prerenderedPages(distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route for every file, looked up when asked: a route per built file (wildcard: false) cost about
      // 100 ms of a restart to register (docs/speed.md#compiled-server). A path that is no file falls to the
      // handler below, and so does a folder's (the site's root among them): they are pages, not listings.
      // The server's renderer (dist/server-render) and the shells it fills are not the site's files.
      allowedPath: (pathname) =>
        !pathname.endsWith('/') &&
        !pathname.startsWith('/server-render/') &&
        !pathname.endsWith('.shell.html'),
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/');
    if (isPage && hasBuild) {
      // The page's language comes from a cookie: caches must keep one copy per cookie.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .sendFile(pageFileFor(request.url, request.headers.cookie));
    }
    if (isPage) {
      return reply
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    return reply.code(404).send({ error: MESSAGES.notFound });
  });
}
