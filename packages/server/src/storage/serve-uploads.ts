import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { LocalDiskStorage, UPLOADS_URL_PREFIX } from './local-disk-storage';
import type { Storage } from './storage';

/**
 * Serves the local uploads folder at /uploads/. Every stored name is generated and never reused, so a
 * file can be cached for a year as immutable. Only images the server re-encoded are stored; nosniff and
 * a locked-down CSP still make sure no browser ever runs one as a page.
 */
export async function serveLocalUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  if (!(storage instanceof LocalDiskStorage)) return;
  await mkdir(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Listed in the API description (GET /api/openapi.json) as the public address of stored images.
    schemaHide: false,
    immutable: true,
    maxAge: '365d',
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
