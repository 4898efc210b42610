import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from '@mehendi/shared';
import type { Config } from '../config';

const INLINE_SCRIPT_HASHES = INLINE_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** What the browser may load and do on every page (docs/decisions.md); every answer carries it. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const imageOrigins = config.storage.s3?.publicUrl ? [new URL(config.storage.s3.publicUrl).origin] : [];
  // 'self' covers ws:/wss: of the same host in current browsers; the public address is listed too for
  // those that do not.
  const socketOrigins = config.publicUrl ? [new URL(config.publicUrl).origin.replace(/^http/, 'ws')] : [];
  return {
    'default-src': ["'self'"],
    // No eval, and no inline script but the prerendered pages' own (the customer phone login's storage
    // check, the early sending's hold), each allowed by its hash (packages/shared/src/inline-scripts.ts):
    // the built index.html loads one module file.
    'script-src': ["'self'", ...INLINE_SCRIPT_HASHES],
    // The prerendered pages carry their critical CSS inline (and style attributes rendered on the server),
    // so styles may be inline; scripts may not (docs/decisions.md §15).
    'style-src': ["'self'", "'unsafe-inline'"],
    // data:/blob: for the previews of photos chosen in the artist form and the captcha widget's icons.
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...socketOrigins],
    // The captcha solver runs its proof of work in workers the widget creates from a blob.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

// Features the site never uses, denied so an injected frame or script cannot ask for them either.
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * The security headers of every answer, as helmet writes them for these options. They depend on the
 * settings only (no per-request nonce), so helmet runs once, at start, on a stand-in response; the
 * Fastify wrapper (@fastify/helmet) would build a new helmet on every request, which cost more than the
 * catalogue answer itself (docs/speed.md#benchmarks).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Stored images may be shown by the admins' own tools; they carry no secrets.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over https: a browser would otherwise refuse the plain-http address for a year.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    // Headers for browsers that no longer exist (IE8's download prompt, Flash and Acrobat policy files,
    // the XSS filter every browser has removed) or that only tune them: every answer carries them, so
    // they cost each request for nothing (docs/security.md#security-headers).
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    originAgentCluster: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Security headers on every answer, pages, API, images and errors alike. Returns them, for the answers
 * sent before Fastify routes a request (the catalogue lists in memory).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): Record<string, string> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
