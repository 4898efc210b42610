import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markNotificationsReadResponseSchema,
  markNotificationsReadSchema,
  notificationSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { NOTIFICATIONS_LIST_LIMIT } from '../../limits';
import { listNotifications, markNotificationsRead } from './notifications.repository';

// For the admins who were not connected when something happened; live delivery is notifications.socket.ts.
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      onRequest: requireRole('admin'),
      schema: { summary: 'The newest 200 notifications.', response: { 200: z.array(notificationSchema) } },
    },
    async () => listNotifications(app.db, NOTIFICATIONS_LIST_LIMIT),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Marks the listed notifications read, or all of them without ids.',
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResponseSchema },
      },
    },
    async (request) => ({ updated: await markNotificationsRead(app.db, request.body?.ids) }),
  );
};

export default notificationsRoutes;
