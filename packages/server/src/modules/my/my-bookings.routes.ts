import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGUAGES,
  MESSAGES,
  apiErrorSchema,
  OPEN_BOOKING_STATUSES,
  canCustomerCancel,
  idParamsSchema,
  myBookingSchema,
  myCancelSchema,
  myRescheduleSchema,
  firstNameOf,
  teamChoiceSchema,
} from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { cancelBooking, lifecycleDepsOf } from '../bookings/lifecycle.service';
import { rescheduleBooking } from './reschedule.service';
import { chooseForTeam } from '../matching/team-choice.service';
import { acceptOffer, waitlistPosition } from '../waitlist/waitlist.service';
import { findBooking, listBookingsOf, toMyBooking, withDetails, type BookingRow } from '../bookings';
import { aboutBooking, insertNotification } from '../notifications';
import { bookingCalendar } from '../visits';
import { sendRefusal } from '../../http/outcome';
import { STEP_REFUSALS } from '../../http/route-schemas';

// The page's language, so the events read as the page does (else the language the booking was made in).
const calendarQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

const cancelledSchema = z.object({ message: z.string(), booking: myBookingSchema });
const changedSchema = cancelledSchema;

// A customer's own bookings (docs/pages.md "My bookings"): only those of the session's verified number;
// any other id answers 404 like one that does not exist.
const myBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lifecycle = lifecycleDepsOf(app);

  async function ownBooking(phone: string, id: string): Promise<BookingRow | null> {
    const row = await findBooking(app.db, id);
    return row && row.loginNumber === phone ? row : null;
  }

  async function shown(rows: BookingRow[]) {
    const now = app.clock.now();
    const details = await withDetails(app.db, rows, app.config.advances);
    const positions = await Promise.all(
      rows.map((row) => (row.status === 'waitlisted' ? waitlistPosition(app.db, row) : null)),
    );
    return rows.map((row, index) => toMyBooking(row, details[index] ?? null, now, positions[index] ?? null));
  }

  app.get(
    '/my/bookings',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: "The customer session's bookings, upcoming first.",
        response: { 200: z.array(myBookingSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return shown(await listBookingsOf(app.db, phoneOf(sessionOf(request))));
    },
  );

  app.get(
    '/my/bookings/:id/calendar.ics',
    {
      onRequest: requireRole('customer'),
      // A calendar answer, so no JSON response schema; a missing or foreign booking is still a JSON 404.
      schema: {
        summary: 'The booking as a calendar file (text/calendar, RFC 5545): one event per booked day.',
        params: idParamsSchema,
        querystring: calendarQuerySchema,
      },
    },
    async (request, reply) => {
      const row = await ownBooking(phoneOf(sessionOf(request)), request.params.id);
      if (!row) return reply.code(404).send({ error: MESSAGES.notFound });
      const [details] = await withDetails(app.db, [row]);
      const artist =
        details?.artist && (row.status === 'confirmed' || row.status === 'in_progress')
          ? details.artist
          : null;
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="mehendi-booking.ics"')
        .send(
          bookingCalendar(row, artist ? { firstName: firstNameOf(artist.fullName) } : null, {
            languageTag: request.query.lang,
          }),
        );
    },
  );

  app.post(
    '/my/bookings/:id/cancel',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: 'Cancels the booking, up to the cutoff before its first slot.',
        params: idParamsSchema,
        body: myCancelSchema,
        response: { 200: cancelledSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      const row = await ownBooking(phone, request.params.id);
      if (!row) return reply.code(404).send({ error: MESSAGES.notFound });
      if (!(OPEN_BOOKING_STATUSES as readonly string[]).includes(row.status))
        return reply.code(409).send({ error: MESSAGES.transitionNotAllowed });
      // The booked days never change, so the cut-off read here still holds under the lifecycle's lock.
      if (!canCustomerCancel(row, app.clock.now()))
        return reply.code(409).send({ error: MESSAGES.cancelTooLate });

      const reason = request.body?.reason ?? '';
      // Without a reason the customer's text and card say nothing of one (no dash; issue 44).
      const result = await cancelBooking(lifecycle, row.id, 'customer', reason, {
        loginNumber: phone,
      });
      if (!result.ok) return sendRefusal(reply, result);
      const notification = await insertNotification(
        app.db,
        {
          kind: 'bookingCancelled',
          name: row.fullName,
          variety: row.mehendiVariety,
          dates: row.selectedDates.map((date) => date.slice(0, 10)),
        },
        aboutBooking(row.id),
      );
      app.notifier.publish(notification);
      const [booking] = await shown([result.value]);
      return { message: MESSAGES.bookingCancelled, booking: booking! };
    },
  );

  app.post(
    '/my/bookings/:id/accept-offer',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary:
          'Takes the place offered from the waiting list (the booking becomes new); 409 once the offer has expired.',
        params: idParamsSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      const result = await acceptOffer(lifecycle, request.params.id, { loginNumber: phone });
      if (!result.ok) {
        // A late answer passes the place on now rather than at the next sweep.
        if (result.message === MESSAGES.offerExpired) await app.waitlist.sweep();
        return sendRefusal(reply, result);
      }
      let row = result.value;
      if (row.assignmentState === 'offering') {
        await app.matching.offer(row.id);
        row = (await findBooking(app.db, row.id)) ?? row;
      }
      const [booking] = await shown([row]);
      return { message: MESSAGES.offerAccepted, booking: booking! };
    },
  );

  app.post(
    '/my/bookings/:id/reschedule',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary:
          'Moves a new or confirmed booking to other dates or another slot, up to the cutoff, where the new time has a place (429 when more days would take the number past HELD_DAYS_PER_NUMBER).',
        params: idParamsSchema,
        body: myRescheduleSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      const result = await rescheduleBooking(
        lifecycle,
        request.params.id,
        { loginNumber: phone },
        request.body,
        app.config.heldPerNumber,
      );
      if (!result.ok) return sendRefusal(reply, result);
      const [booking] = await shown([result.value]);
      return { message: MESSAGES.bookingRescheduled, booking: booking! };
    },
  );

  app.post(
    '/my/bookings/:id/team-choice',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary:
          'A team booking short of artists 48 hours before (team.shortBy): go ahead with the artists confirmed (fewer guests, the estimate with them; the booking is confirmed) or cancel without losing the advance. 409 when there is no choice to make.',
        params: idParamsSchema,
        body: teamChoiceSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      const result = await chooseForTeam(lifecycle, phone, request.params.id, request.body.choice);
      if (!result.ok) return sendRefusal(reply, result);
      const [booking] = await shown([result.value]);
      const message =
        request.body.choice === 'cancel' ? MESSAGES.bookingCancelled : MESSAGES.bookingStatusSaved;
      return { message, booking: booking! };
    },
  );
};

export default myBookingsRoutes;
