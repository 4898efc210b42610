import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  advanceAmountSchema,
  advanceCheckSchema,
  advanceClaimSchema,
  advanceReceiptSchema,
  apiErrorSchema,
  bookingAdvanceSchema,
  bookingReference,
  customerBookingSchema,
  idParamsSchema,
  type CustomerBooking,
} from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { sendRefusal, type Outcome } from '../../http/outcome';
import { STEP_REFUSALS } from '../../http/route-schemas';
import { ADVANCE_CLAIM_RATE_LIMIT } from '../../limits';
import { advancesOf, bookingOf, claimedAdvances, toAdvance } from './advances.repository';
import {
  checkAdvance,
  claimAdvance,
  receiptOf,
  setAdvanceAmount,
  type AdvanceDeps,
} from './advances.service';

const claimedSchema = z.object({ message: z.string(), advance: bookingAdvanceSchema });
const changedSchema = z.object({ message: z.string(), booking: customerBookingSchema });
const claimListSchema = z.array(
  z.object({
    bookingId: z.string(),
    reference: z.string(),
    fullName: z.string(),
    amount: z.number().int(),
    status: z.enum(['claimed', 'refund_due']),
    utr: z.string().nullable(),
    claimedAt: z.string().nullable(),
    /** A refund due: where to send it, the customer's verified number (for a UPI transfer to it). */
    refundTo: z.string().nullable(),
  }),
);

export interface AdvancesRoutesOptions {
  /**
   * The booking as the console shows it (bookings' withDetails), for the owner's answers: given by app.ts,
   * as bookings sits above advances (docs/decisions.md).
   */
  consoleBooking(id: string): Promise<CustomerBooking | null>;
}

// Advances by UPI (issue 28, docs/api.md#advances): the customer's claim and receipt, the owner's check.
// Without UPI_VPA every call answers 404, as for a booking without an advance.
const advancesRoutes: FastifyPluginAsyncZod<AdvancesRoutesOptions> = async (app, options) => {
  const deps: AdvanceDeps = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    onTextsQueued: () => app.smsOutbox?.wake(),
  };

  async function adminAnswer(id: string, outcome: Outcome) {
    if (!outcome.ok) return outcome;
    return { ok: true as const, booking: (await options.consoleBooking(id))! };
  }

  app.post(
    '/my/bookings/:id/advance',
    {
      onRequest: requireRole('customer'),
      config: {
        rateLimit: {
          max: ADVANCE_CLAIM_RATE_LIMIT.max,
          timeWindow: ADVANCE_CLAIM_RATE_LIMIT.timeWindowMs,
          // Before the body is validated, so malformed tries count too.
          hook: 'preValidation',
          // Per booking and caller (the session is checked at onRequest): a stranger's tries at another's
          // booking, each a 404, never use up the owner's. The id is not validated yet at this hook: only
          // its UUID characters make the key; the number is keyed by its hash, never stored as it is.
          keyGenerator: (request) =>
            `advance:${String((request.params as { id?: unknown }).id)
              .replace(/[^0-9a-fA-F-]/g, '')
              .slice(0, 36)}:${app.phoneHash(phoneOf(sessionOf(request)))}`,
        },
      },
      schema: {
        summary:
          'The customer\'s "I have paid": the payment\'s 12-digit UTR makes the advance claimed (400 for another format, 409 for a UTR already claimed on any booking; 5 tries an hour per booking and caller).',
        params: idParamsSchema,
        body: advanceClaimSchema,
        response: { 200: claimedSchema, ...STEP_REFUSALS, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      const outcome = await claimAdvance(deps, request.params.id, phone, request.body.utr);
      if (!outcome.ok) return sendRefusal(reply, outcome);
      const [row] = await advancesOf(app.db, [request.params.id]);
      const booking = await bookingOf(app.db, request.params.id);
      return {
        message: MESSAGES.advanceClaimed,
        advance: toAdvance(row!, app.config.advances!, booking!.status),
      };
    },
  );

  app.get(
    '/my/bookings/:id/advance/receipt',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: "A received advance's receipt (amount in figures and in words in the booking's language).",
        params: idParamsSchema,
        response: { 200: advanceReceiptSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const booking = await bookingOf(app.db, request.params.id);
      if (!booking || booking.loginNumber !== phoneOf(sessionOf(request)))
        return reply.code(404).send({ error: MESSAGES.notFound });
      const [advance] = await advancesOf(app.db, [booking.id]);
      const receipt = receiptOf(booking, advance, deps);
      if (!receipt) return reply.code(404).send({ error: MESSAGES.notFound });
      return receipt;
    },
  );

  app.get(
    '/customers/advances',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'The advances to check: claimed ones (amount, UTR, time) and refunds due, oldest claim first.',
        response: { 200: claimListSchema },
      },
    },
    async () => {
      if (!app.config.advances) return [];
      const rows = await claimedAdvances(app.db);
      return rows.map((row) => ({
        bookingId: row.bookingId,
        reference: bookingReference(row.bookingId),
        fullName: row.fullName,
        amount: row.amount,
        status: row.status as 'claimed' | 'refund_due',
        utr: row.utr,
        claimedAt: row.claimedAt?.toISOString() ?? null,
        refundTo: row.status === 'refund_due' ? row.loginNumber : null,
      }));
    },
  );

  app.post(
    '/customers/:id/advance',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          "The owner's check of an advance: received (the customer is texted and gets a receipt), not_received (with a note; the customer may enter another UTR) or refunded (with the refund's UTR).",
        params: idParamsSchema,
        body: advanceCheckSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await adminAnswer(
        request.params.id,
        await checkAdvance(deps, request.params.id, request.body),
      );
      if (!answer.ok) return sendRefusal(reply, answer);
      return { message: MESSAGES.advanceSaved, booking: answer.booking };
    },
  );

  app.put(
    '/customers/:id/advance/amount',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: "Changes a booking's advance while it is still to pay (409 once claimed or paid).",
        params: idParamsSchema,
        body: advanceAmountSchema,
        response: { 200: changedSchema, ...STEP_REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await adminAnswer(
        request.params.id,
        await setAdvanceAmount(deps, request.params.id, request.body.amount),
      );
      if (!answer.ok) return sendRefusal(reply, answer);
      return { message: MESSAGES.advanceSaved, booking: answer.booking };
    },
  );
};

export default advancesRoutes;
