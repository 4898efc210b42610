// The API description (docs/api.md): generated from the route table, so it cannot drift from the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@mehendi/shared';
import { guardRoles } from '../../src/auth/require-role';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
}

const SCHEME: Record<Role, string> = {
  admin: 'adminBearer',
  customer: 'customerPhoneSession',
  artist: 'artistPhoneSession',
};

/** '/api/customers/:id' → '/api/customers/{id}', '/uploads/*' → '/uploads/{*}' (OpenAPI's path templates). */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
}

const isDocsRoute = (url: string) => url.startsWith('/api/docs') || url === '/api/openapi.json';

describe('API description', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    doc = response.json<OpenApiDocument>();
  }, 180_000);
  afterAll(() => t.close());

  it('is OpenAPI 3.1 with the three kinds of session as bearer schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const scheme of Object.values(SCHEME)) {
      expect(doc.components.securitySchemes[scheme]).toMatchObject({ type: 'http', scheme: 'bearer' });
    }
  });

  it('has every route of the route table with the same method, path and authentication', () => {
    let checked = 0;
    for (const route of t.app.routeTable) {
      if (isDocsRoute(route.url)) continue;
      // Web pages the server renders (artist profiles) are HTML for browsers, not calls of the API.
      if (!route.url.startsWith('/api/') && !route.url.startsWith('/uploads/')) continue;
      const roles = guardRoles(route);
      const expected = roles ? roles.map((role) => ({ [SCHEME[role]]: [] })) : [];
      for (const method of ([] as string[]).concat(route.method).filter((m) => m !== 'HEAD')) {
        const key = `${method} ${route.url}`;
        const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${key} is missing from the document`).toBeDefined();
        expect(operation!.security, `${key} security`).toEqual(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('describes nothing that is not a route', () => {
    const routes = new Set(
      t.app.routeTable.flatMap((route) =>
        ([] as string[]).concat(route.method).map((m) => `${m.toLowerCase()} ${openApiPath(route.url)}`),
      ),
    );
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations))
        expect(routes, `${method} ${path}`).toContain(`${method} ${path}`);
    }
  });

  it('takes request and response shapes from the route schemas', () => {
    const booking = doc.paths['/api/customers/add']!.post!;
    expect(booking.security).toEqual([{ customerPhoneSession: [] }]);
    expect(JSON.stringify(booking.requestBody)).toContain('"mehendiVariety"');
    expect(Object.keys(booking.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '429']));
    expect(doc.paths['/api/customers/all']!.get!.security).toEqual([{ adminBearer: [] }]);
    expect(doc.paths['/api/auth/otp/send']!.post!.security).toEqual([]);
  });

  it('serves the documentation page and its scripts from the app itself, nothing from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source, 'no other site').not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({
        method: 'GET',
        url: new URL(source, 'http://x/api/docs/').pathname,
      });
      expect(asset.statusCode, source).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>[^<]/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl');
  });
});
