import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, apiErrorSchema, messageResponseSchema } from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { deletePhoneSessions, deleteSession } from '../../auth/sessions.repository';
import { deleteFilesQuietly } from '../../images/stored-image';
import { deleteFinishedBookingsOf } from '../bookings';
import { insertNotification } from '../notifications';
import { deletePhoneRecords } from '../phone-auth';
import { deleteReviewsOf } from '../reviews';

/** Thrown to roll the deletion back while a booking is still open. */
class OpenBookings extends Error {}

// A customer's data and a phone session's end (docs/pages.md "My bookings").
const myDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/my/data',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: "Deletes the customer session's bookings, image copies, texts, codes and sessions.",
        response: { 200: messageResponseSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      // One transaction: the reviews (first: the bookings' deletion would take them along without their
      // photos' keys), the bookings (their texts go with them), the login records and the admins' notice,
      // which names neither the customer nor the number. Open bookings roll it all back.
      const deleted = await app.db
        .transaction(async (tx) => {
          const reviewPhotoKeys = await deleteReviewsOf(tx, phone);
          const rows = await deleteFinishedBookingsOf(tx, phone);
          if (!rows) throw new OpenBookings();
          await deletePhoneRecords(tx, phone);
          await deletePhoneSessions(tx, phone, 'customer');
          return {
            rows,
            reviewPhotoKeys,
            notification: await insertNotification(tx, { kind: 'dataDeleted', bookings: rows.length }),
          };
        })
        .catch((error: unknown) => {
          if (error instanceof OpenBookings) return null;
          throw error;
        });
      if (!deleted) return reply.code(409).send({ error: MESSAGES.activeBookingsFirst });
      app.notifier.publish(deleted.notification);
      await deleteFilesQuietly(
        app.storage,
        app.log,
        [...deleted.rows.flatMap((row) => row.imageKeys), ...deleted.reviewPhotoKeys],
        "a customer's deleted bookings and reviews",
      );
      return { message: MESSAGES.dataDeleted };
    },
  );

  app.post(
    '/my/sign-out',
    {
      onRequest: requireRole('customer', 'artist'),
      schema: { summary: 'Ends this phone session.', response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deleteSession(app.db, sessionOf(request).id);
      return { message: MESSAGES.signedOut };
    },
  );
};

export default myDataRoutes;
