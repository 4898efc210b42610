import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The only routes anyone may call without a session; everything else must name the roles it admits. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // Readiness for a load balancer: says which dependency is down, nothing more
  // (docs/operations.md#health-and-readiness).
  'GET /api/health/ready',
  'GET /api/config',
  // Prometheus metrics: the route itself admits METRICS_TOKEN or the machine itself, no session
  // (docs/operations.md#metrics; test/metrics/metrics.test.ts).
  'GET /metrics',
  'POST /api/admin/login',
  'GET /api/designs/:variety/:priceRange',
  'GET /api/siders-designs/:type',
  'GET /api/design-counts',
  // Places per day for the booking form (docs/bookings.md#places-and-availability): counts, no one's data.
  'GET /api/availability',
  // The times a team is sized from, for the booking form's live figure (docs/bookings.md#team-bookings).
  'GET /api/team-times',
  // A calendar subscription feed: the 256-bit secret in the address is the key
  // (docs/bookings.md#calendar-subscriptions).
  'GET /api/calendar/:secret.ics',
  // A job offer's one-tap link: the 128-bit secret in the address is the key
  // (docs/bookings.md#offers-to-artists).
  'GET /api/offers/:token',
  'POST /api/offers/:token/accept',
  'POST /api/offers/:token/decline',
  // Public artist profiles (docs/api.md#artist-profiles): first name, locality and published reviews only.
  'GET /api/artists/public',
  'GET /api/artists/public/:slug',
  // Their pages, rendered with the same data (docs/pages.md#artist-profiles).
  'GET /artists',
  'GET /artists/:slug',
  'GET /api/auth/captcha',
  'POST /api/auth/otp/send',
  'POST /api/auth/otp/verify',
  // Delivery receipts (docs/messaging.md#receipts): the provider proves itself by the secret in the
  // address (MSG91) or the body's signature (WhatsApp), checked in the route; Meta's handshake needs the
  // verify token.
  'POST /api/webhooks/msg91/:secret',
  'GET /api/webhooks/whatsapp',
  'POST /api/webhooks/whatsapp',
  // Stored images: static files with generated names, public by nature.
  'GET /uploads/*',
  // The API description and its reader (docs/api.md): describes the routes, holds no data.
  'GET /api/openapi.json',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
]);

type Guard = { roles?: readonly Role[] };

function guardRoles(route: RouteOptions): readonly Role[] | undefined {
  const hooks = ([] as unknown[]).concat(route.onRequest ?? []);
  return hooks.map((hook) => (hook as Guard).roles).find((roles) => roles !== undefined);
}

function concreteUrl(url: string): string {
  return url
    .replace(/:(\w*[iI]d)\b/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:variety/g, 'Bridal')
    .replace(/:priceRange/g, '2000-3000')
    .replace(/:type/g, 'arabic')
    .replace(/:\w+/g, 'x')
    .replace(/\*/g, 'x');
}

describe('route table', () => {
  let ctx: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    tokens.admin = (await ctx.adminAuth()).replace('Bearer ', '');
    tokens.customer = await createSession(ctx.app.db, { role: 'customer', phone: '+919812345678' });
    tokens.artist = await createSession(ctx.app.db, { role: 'artist', phone: '+919812345679' });
  });
  afterAll(() => ctx.close());

  it('has the routes of every module', () => {
    const urls = ctx.app.routeTable.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/admin/login', '/api/admin/dashboard', '/api/health']));
  });

  it('lists only public routes that exist', () => {
    const registered = new Set(
      ctx.app.routeTable.flatMap((route) =>
        ([] as string[]).concat(route.method).map((m) => `${m} ${route.url}`),
      ),
    );
    for (const key of PUBLIC_ROUTES) expect(registered, key).toContain(key);
  });

  it('guards every route that is not on the public list: 401 without a token, 403 with another role', async () => {
    const checked: string[] = [];
    for (const route of ctx.app.routeTable) {
      const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        if (PUBLIC_ROUTES.has(key)) continue;
        const roles = guardRoles(route);
        expect(roles, `${key} has no requireRole guard and is not on the public list`).toBeDefined();
        const url = concreteUrl(route.url);
        const inject = (authorization?: string) =>
          ctx.app.inject({
            method: method as 'GET',
            url,
            headers: authorization ? { authorization } : {},
            payload: method === 'GET' || method === 'DELETE' ? undefined : {},
          });

        const anonymous = await inject();
        expect(anonymous.statusCode, `${key} without a token`).toBe(401);
        expect(anonymous.json()).toHaveProperty('error');
        expect((await inject('Bearer not-a-real-token')).statusCode, `${key} with a made-up token`).toBe(401);

        const outsiders = ROLES.filter((role) => !roles!.includes(role));
        expect(outsiders.length, `${key} admits every role`).toBeGreaterThan(0);
        for (const role of outsiders) {
          const response = await inject(`Bearer ${tokens[role]}`);
          expect(response.statusCode, `${key} with a ${role} token`).toBe(403);
        }
        checked.push(key);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/dashboard',
        'POST /api/admin/change-password',
        // A customer's and an artist's own records (docs/api.md "/api/my").
        'GET /api/my/bookings',
        'GET /api/my/bookings/:id/calendar.ics',
        'POST /api/my/bookings/:id/cancel',
        'DELETE /api/my/data',
        'POST /api/my/sign-out',
        'GET /api/my/jobs',
        'POST /api/my/jobs/:id/decline',
        'POST /api/my/jobs/:id/complete',
      ]),
    );
  });
});
