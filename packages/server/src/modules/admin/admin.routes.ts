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
import { ADMIN_LOGIN_RATE_LIMIT } from '../../limits';
import { findAdminById } from './admin.repository';
import { changePassword, login } from './admin.service';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      config: {
        rateLimit: { max: ADMIN_LOGIN_RATE_LIMIT.max, timeWindow: ADMIN_LOGIN_RATE_LIMIT.timeWindowMs },
      },
      schema: { body: adminLoginSchema, response: { 200: tokenResponseSchema, 401: apiErrorSchema } },
    },
    async (request, reply) => {
      const token = await login(app.db, request.body.email, request.body.password);
      if (!token) return reply.code(401).send({ error: MESSAGES.loginFailed });
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
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema, 400: apiErrorSchema } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const result = await changePassword(
        app.db,
        session.adminId ?? '',
        session.id,
        request.body.currentPassword,
        request.body.newPassword,
      );
      if (result === 'wrong-current-password') {
        return reply.code(400).send({
          error: MESSAGES.currentPasswordIncorrect,
          fields: { currentPassword: MESSAGES.currentPasswordIncorrect },
        });
      }
      return { message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/admin/logout',
    { onRequest: requireRole('admin'), schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteSession(app.db, sessionOf(request).id);
      return { message: MESSAGES.loggedOut };
    },
  );
};

export default adminRoutes;
