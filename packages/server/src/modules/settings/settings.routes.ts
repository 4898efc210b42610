import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  ownerSettingsSchema,
  ownerSettingsUpdateSchema,
  teamTimesSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { readOwnerSettings, saveOwnerSettings } from './settings.repository';

// The owner's switches in the console (docs/api.md#settings).
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "The owner's settings: whether new bookings are offered to artists automatically, and the times a team is sized from.",
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
        body: ownerSettingsUpdateSchema,
        response: { 200: ownerSettingsSchema, 400: apiErrorSchema },
      },
    },
    (request) => saveOwnerSettings(app.db, request.body),
  );
  app.get(
    '/team-times',
    {
      schema: {
        summary:
          "The times a team booking is sized from (a bride's design, a guest's, an artist's hours at a function): the booking form's live team size.",
        response: { 200: teamTimesSchema },
      },
    },
    async () => (await readOwnerSettings(app.db)).teamTimes,
  );
};

export default settingsRoutes;
