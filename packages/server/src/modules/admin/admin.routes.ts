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
import { refusalBody } from '../../http/outcome';
import { createCaptcha } from '../phone-auth/captcha.service';
import { loadOrCreateSecret } from '../phone-auth';
import { findAdminById } from './admin.repository';
import { changePassword, login } from './admin.service';
import { sendRefusal } from '../../http/outcome';

const rateLimitedSchema = apiErrorSchema.extend({ retryAfter: z.number().int().optional() });
// captchaRequired: the account's limit is reached; the same call with a solved captcha may still sign in.
const loginLimitedSchema = rateLimitedSchema.extend({ captchaRequired: z.literal(true).optional() });

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The phone login's captcha (same key, so a challenge from GET /api/auth/captcha is accepted here).
  const captcha = createCaptcha({
    db: app.db,
    hmacKey: app.config.secrets.altchaHmacKey ?? (await loadOrCreateSecret(app.db, 'altcha-hmac')),
  });
  /** True when the body's captcha was solved and is now used up; false when missing or not solved. */
  const captchaPassed = async (payload: string | undefined): Promise<boolean> => {
    if (!payload) return false;
    const checked = await captcha.check(payload);
    return checked.ok && (await captcha.consume(checked.value));
  };

  app.post(
    '/admin/login',
    {
      schema: {
        summary: 'Signs an admin in: a bearer token valid 12 hours.',
        body: adminLoginSchema,
        response: { 200: tokenResponseSchema, 401: apiErrorSchema, 429: loginLimitedSchema },
      },
    },
    async (request, reply) => {
      const attempt = await reserveSignInAttempt(
        app.db,
        loginAccount(request.body.email),
        request.ip,
        await captchaPassed(request.body.captcha),
      );
      if (!attempt.ok) {
        const captchaRequired = 'captchaRequired' in attempt;
        logSecurityEvent(request, 'sign-in-limited', {
          retryAfter: attempt.retryAfterSeconds,
          captchaRequired,
        });
        if (!captchaRequired) return sendRefusal(reply, attempt);
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send({ ...refusalBody(attempt), captchaRequired: true });
      }
      const signedIn = await login(app, request.body.email, request.body.password);
      if (!signedIn.ok) {
        logSecurityEvent(request, 'sign-in-failed');
        return sendRefusal(reply, signedIn);
      }
      await forgiveSignInAttempt(app.db, attempt.value);
      return { token: signedIn.value };
    },
  );

  app.get(
    '/admin/dashboard',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "The signed-in admin's e-mail: the console's session check.",
        response: { 200: z.object({ email: z.string() }), 401: apiErrorSchema },
      },
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
        summary: "Changes the admin's password and ends their other sessions.",
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
        return sendRefusal(reply, attempt);
      }
      const result = await changePassword(
        app,
        session.adminId ?? '',
        session.id,
        request.body.currentPassword,
        request.body.newPassword,
      );
      if (!result.ok) {
        logSecurityEvent(request, 'change-password-failed');
        return sendRefusal(reply, result);
      }
      await forgiveSignInAttempt(app.db, attempt.value);
      app.notifier.closeAdminSockets(session.adminId ?? '', { exceptSessionId: session.id });
      return { message: MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/admin/logout',
    {
      onRequest: requireRole('admin'),
      schema: { summary: 'Ends this admin session.', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const session = sessionOf(request);
      await deleteSession(app.db, session.id);
      app.notifier.closeSessionSockets(session.id);
      return { message: MESSAGES.loggedOut };
    },
  );
};

export default adminRoutes;
