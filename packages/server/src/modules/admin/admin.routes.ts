import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  adminLoginSchema,
  apiErrorSchema,
  changePasswordSchema,
  messageResponseSchema,
  tokenResponseSchema,
} from '@mehendi/shared';
import { requireRole, sessionOf } from '../../auth/require-role';
import { deleteSession } from '../../auth/sessions.repository';
import {
  changePasswordAccount,
  forgiveSignInAttempt,
  loginAccount,
  reserveSignInAttempt,
} from '../../auth/sign-in-limits';
import { logSecurityEvent } from '../../http/security-events';
import { findAdminById } from './admin.repository';
import { changePassword, login } from './admin.service';

const rateLimitedSchema = apiErrorSchema.extend({ retryAfter: z.number().int().optional() });

function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ error: MESSAGES.tooManyRequests, retryAfter: retryAfterSeconds });
}

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      schema: {
        body: adminLoginSchema,
        response: { 200: tokenResponseSchema, 401: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (request, reply) => {
      const attempt = await reserveSignInAttempt(app.db, loginAccount(request.body.email), request.ip);
      if (!attempt.ok) {
        logSecurityEvent(request, 'sign-in-limited', { retryAfter: attempt.retryAfterSeconds });
        return tooMany(reply, attempt.retryAfterSeconds);
      }
      const token = await login(app.db, request.body.email, request.body.password);
      if (!token) {
        logSecurityEvent(request, 'sign-in-failed');
        return reply.code(401).send({ error: MESSAGES.loginFailed });
      }
      await forgiveSignInAttempt(app.db, attempt.id);
      return { token };
    },
  );

  app.get(
    '/admin/dashboard',
    {
      onRequest: requireRole('admin'),
      schema: { response: { 200: z.object({ email: z.string() }), 401: apiErrorSchema } },
    },
    async (request, reply) => {
      const admin = await findAdminById(app.db, sessionOf(request).adminId ?? '');
      if (!admin) return reply.code(401).send({ error: MESSAGES.unauthorized });
      return { email: admin.email };
    },
  );

  app.post(
    '/admin/change-password',
    {
      onRequest: requireRole('admin'),
      schema: {
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: rateLimitedSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // Limited like sign-in: a stolen token must not be a way to guess the current password.
      const attempt = await reserveSignInAttempt(
        app.db,
        changePasswordAccount(session.adminId ?? ''),
        request.ip,
      );
      if (!attempt.ok) {
        logSecurityEvent(request, 'change-password-limited', { retryAfter: attempt.retryAfterSeconds });
        return tooMany(reply, attempt.retryAfterSeconds);
      }
      const result = await changePassword(
        app.db,
        session.adminId ?? '',
        session.id,
        request.body.currentPassword,
        request.body.newPassword,
      );
      if (result === 'wrong-current-password') {
        logSecurityEvent(request, 'change-password-failed');
        return reply.code(400).send({
          error: MESSAGES.currentPasswordIncorrect,
          fields: { currentPassword: MESSAGES.currentPasswordIncorrect },
        });
      }
      await forgiveSignInAttempt(app.db, attempt.id);
      app.notifier.closeAdminSockets(session.adminId ?? '', { exceptSessionId: session.id });
      return { message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/admin/logout',
    { onRequest: requireRole('admin'), schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      const session = sessionOf(request);
      await deleteSession(app.db, session.id);
      app.notifier.closeSessionSockets(session.id);
      return { message: MESSAGES.loggedOut };
    },
  );
};

export default adminRoutes;
