import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

// Security headers on every answer: pages, the API, errors (docs/decisions.md).
describe('security headers', () => {
  let ctx: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    // A built front end in the test's own folder, so pages are served as in production.
    const dist = path.join(ctx.dataDir, 'web');
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    await ctx.close();
    ctx = await createTestApp({ WEB_DIST_DIR: dist });
    https = await createTestApp({
      PUBLIC_URL: 'https://mehendi.example',
      S3_BUCKET: 'designs',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.mehendi.example/designs',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await https.close();
  });

  it.each(['/', '/admin-dashboard', '/api/config', '/api/no-such-route', '/api/admin/dashboard'])(
    '%s carries the CSP and the other headers',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = directives(response.headers['content-security-policy'] as string | undefined);
      expect(csp.get('default-src')).toBe("'self'");
      // The inline scripts, each by its hash (packages/shared/src/inline-scripts.ts); never 'unsafe-inline'.
      expect(csp.get('script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}='){2}$/);
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('worker-src')).toBe("'self' blob:");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      // Inline styles only (the prerendered pages' critical CSS); never inline script or eval.
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
      // Headers no current browser acts on are left out (docs/security.md#security-headers).
      for (const legacy of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies']) {
        expect(response.headers[legacy]).toBeUndefined();
      }
      // Plain http: a browser must not be told to refuse it for a year.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('adds Strict-Transport-Security and the bucket to img-src when the site is https', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers['content-security-policy'] as string | undefined);
    expect(csp.get('img-src')).toBe("'self' data: blob: https://cdn.mehendi.example");
    expect(csp.get('connect-src')).toBe("'self' wss://mehendi.example");
  });
});
