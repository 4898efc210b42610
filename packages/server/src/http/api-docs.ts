import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Role } from '@mehendi/shared';
import { guardRoles } from '../auth/require-role';

/** The OpenAPI security scheme of each role; a route with no guard is public (`security: []`). */
export const SECURITY_SCHEME: Record<Role, string> = {
  admin: 'adminBearer',
  customer: 'customerPhoneSession',
  artist: 'artistPhoneSession',
};

/** Only the API and the stored images are described; the web app's own files are not an API. */
function isDocumented(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/uploads/');
}

/**
 * The OpenAPI 3.1 document, generated from the route schemas (GET /api/openapi.json), and a reader for it
 * at /api/docs served from the app's own files, no CDN (docs/api.md). Register before the routes.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mehendi Market API',
        version: '1',
        description:
          'Bookings, artist applications and the design catalogue. Errors are `{ "error": "…", "fields"?: {…} }`. ' +
          'Admins sign in with POST /api/admin/login; customers and artists get a phone session from ' +
          'POST /api/auth/otp/verify. Both are sent as `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          [SECURITY_SCHEME.admin]: {
            type: 'http',
            scheme: 'bearer',
            description: 'Admin session: the token from POST /api/admin/login (12 hours).',
          },
          [SECURITY_SCHEME.customer]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Customer phone session: the token from POST /api/auth/otp/verify with role "customer".',
          },
          [SECURITY_SCHEME.artist]: {
            type: 'http',
            scheme: 'bearer',
            description: 'Artist phone session: the token from POST /api/auth/otp/verify with role "artist".',
          },
        },
      },
    },
    transform(input) {
      const { route, url } = input;
      if (!isDocumented(url)) return { schema: { hide: true }, url };
      const documented = jsonSchemaTransform(input);
      const roles = guardRoles(route as RouteOptions);
      const schema = documented.schema as Record<string, unknown>;
      schema.security = roles ? roles.map((role) => ({ [SECURITY_SCHEME[role]]: [] })) : [];
      return documented;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The reader must not call out to swagger.io's validator: everything stays on this site.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
