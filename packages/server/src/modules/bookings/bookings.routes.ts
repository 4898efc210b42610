import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  bookingListQuerySchema,
  bookingSchema,
  customerBookingSchema,
  pageSchemaOf,
} from '@mehendi/shared';
import { requireRole, sessionOf } from '../../auth/require-role';
import { jsonArrayChunks, listAnswer, sendCsv, sendStreamed, wantsPage } from '../../http/paging';
import { bookingsCsv } from './bookings-csv';
import { listBookingsPage, streamBookings, withDetails } from './bookings.repository';
import { streamCsvBookings } from './bookings-export.repository';
import { createBooking, removeBooking } from './bookings.service';
import { sendRefusal } from '../../http/outcome';
import { countBooking } from '../../metrics/registry';
import { deleteByIdSchema } from '../../http/route-schemas';

// Customer bookings (docs/api.md#customers): customers post with their phone session, admins list and delete.
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  // The records carry their advance only while UPI_VPA is set (issue 28).
  const terms = app.config.advances;
  app.post(
    '/customers/add',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary:
          "Makes a booking for the customer session's phone; its design paths become the booking's own copies (429 when the number holds HELD_BOOKINGS_PER_NUMBER bookings or HELD_DAYS_PER_NUMBER days already).",
        body: bookingSchema,
        response: {
          201: customerBookingSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // The session's verified number, never one from the body (docs/decisions.md §2).
      const loginNumber = sessionOf(request).phone;
      if (!loginNumber) throw new Error('customer session without a phone');
      const result = await createBooking(app, loginNumber, request.body);
      countBooking(result);
      if (!result.ok) return sendRefusal(reply, result);
      return reply.code(201).send(result.value);
    },
  );

  app.get(
    '/customers/all',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Bookings, newest first (or by first date): the whole list, or one page when status, q, page or pageSize is given.',
        querystring: bookingListQuerySchema,
        response: {
          200: z.union([z.array(customerBookingSchema), pageSchemaOf(customerBookingSchema)]),
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!wantsPage(request.query)) {
        // The whole list (old clients) streams in batches, as the export does, whatever its size; a stream
        // is sent as it is (the records are built as the schema has them), compressed as it goes (so
        // @fastify/compress, seeing its Content-Encoding, leaves it).
        const list = jsonArrayChunks(streamBookings(app.db, request.query, terms));
        return sendStreamed(reply, 'application/json; charset=utf-8', list) as never;
      }
      return listAnswer(
        request.query,
        (window) => listBookingsPage(app.db, request.query, window),
        (rows) => withDetails(app.db, rows, terms),
      );
    },
  );

  app.get(
    '/customers/export.csv',
    {
      onRequest: requireRole('admin'),
      // Compressed as it streams (sendStreamed).
      compress: false,
      // A CSV answer, so no JSON response schema; a bad filter is still a 400 in the JSON error shape.
      schema: {
        summary: 'The bookings as a CSV file, filtered as the list is.',
        querystring: bookingListQuerySchema,
      },
    },
    (request, reply) =>
      sendCsv(reply, 'bookings.csv', bookingsCsv(streamCsvBookings(app.db, request.query, terms))),
  );

  app.delete(
    '/customers/:id',
    {
      onRequest: requireRole('admin'),
      schema: deleteByIdSchema('Deletes a booking and its image copies.'),
    },
    async (request, reply) => {
      const removed = await removeBooking(app, request.params.id);
      if (!removed.ok) return sendRefusal(reply, removed);
      return { message: MESSAGES.customerDeleted };
    },
  );
};

export default customersRoutes;
