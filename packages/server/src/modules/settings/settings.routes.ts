import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, ownerSettingsSchema } from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { readOwnerSettings, saveOwnerSettings } from './settings.repository';

// The owner's switches in the console (docs/api.md#settings).
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "The owner's settings: whether new bookings are offered to artists automatically.",
        response: { 200: ownerSettingsSchema },
      },
    },
    () => readOwnerSettings(app.db),
  );
  app.put(
    '/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "Saves the owner's settings; a booking made after it follows them.",
        body: ownerSettingsSchema,
        response: { 200: ownerSettingsSchema, 400: apiErrorSchema },
      },
    },
    (request) => saveOwnerSettings(app.db, request.body),
  );
};

export default settingsRoutes;
