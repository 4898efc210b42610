import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { MESSAGES, type Role } from '@mehendi/shared';
import { findSession, type Session } from './sessions.repository';
import { bearerToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole once the bearer token is checked. */
    session: Session | null;
  }
}

/**
 * Declared on a route as `onRequest: requireRole('admin')`: it runs before the body is read, so an
 * anonymous client never makes the server parse an upload or learn what a valid payload looks like.
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler & { roles: readonly Role[] } {
  const checkRole = async function checkRole(this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(request.server.db, token) : null;
    if (!session) {
      return reply.code(401).send({ error: MESSAGES.unauthorized });
    }
    if (!roles.includes(session.role)) {
      return reply.code(403).send({ error: MESSAGES.forbidden });
    }
    request.session = session;
  };
  // The route-table test reads which roles each route admits.
  return Object.assign(checkRole, { roles });
}

/** The session of a route guarded by requireRole; throws if the guard is missing, a programming error. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error(`Route ${request.routeOptions.url} has no requireRole guard`);
  return request.session;
}

/** The verified number of a customer or artist session (requireRole guarantees one). */
export function phoneOf(session: { phone: string | null }): string {
  if (!session.phone) throw new Error('phone session without a phone');
  return session.phone;
}

/** The roles a route's requireRole guard admits; undefined for a route without one (a public route). */
export function guardRoles(route: Pick<RouteOptions, 'onRequest'>): readonly Role[] | undefined {
  const hooks = ([] as unknown[]).concat(route.onRequest ?? []);
  return hooks
    .map((hook) => (hook as { roles?: readonly Role[] }).roles)
    .find((roles) => roles !== undefined);
}
