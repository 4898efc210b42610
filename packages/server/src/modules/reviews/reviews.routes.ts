import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MESSAGES,
  adminReviewSchema,
  apiErrorSchema,
  fieldErrors,
  idParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewModerationSchema,
  reviewSchema,
} from '@mehendi/shared';
import { phoneOf, requireRole, sessionOf } from '../../auth/require-role';
import { sendRefusal } from '../../http/outcome';
import { logSecurityEvent } from '../../http/security-events';
import type { ProcessedImage } from '../../images/image-pipeline';
import { ImageRejectedError } from '../../images/image-rejection';
import { registerImageUploads, UploadFormError } from '../../images/image-upload';
import { REVIEW_LIMITS } from '../../limits';
import { adminReviewById, listForAdmin, reviewsOfNumber, toReview } from './reviews.repository';
import {
  checkEdit,
  checkNewReview,
  editReview,
  moderateReview,
  postReview,
  type ReviewFields,
} from './reviews.service';
import { REVIEW_PHOTOS_FIELD, readReviewUpload } from './reviews.upload';

const moderatedSchema = z.object({ message: z.string(), review: adminReviewSchema });

// Multipart (fields stars, text, repeated photos) or JSON { stars, text }: the body is read by hand, so its
// schema is applied below rather than declared (as POST /api/artists/add does).
const REVIEW_BODY_NOTE =
  'Multipart fields `stars` (1-5), `text` (at most 500 characters; links, domain names, e-mail addresses and mobile numbers are removed, also disguised) and up to 3 repeated `photos`, or JSON { stars, text } without photos.';

type ReadForm = { fields: ReviewFields; photos: ProcessedImage[] } | { status: number; body: unknown };

async function readReviewForm(request: FastifyRequest): Promise<ReadForm> {
  let raw: unknown = request.body;
  let photos: ProcessedImage[] = [];
  try {
    if (request.isMultipart()) {
      const upload = await readReviewUpload(request);
      raw = upload.fields;
      photos = upload.photos;
    }
  } catch (error) {
    if (error instanceof ImageRejectedError || error instanceof UploadFormError) {
      logSecurityEvent(request, 'upload-refused', { reason: error.message });
      const message =
        error instanceof UploadFormError && error.message === MESSAGES.tooManyFiles
          ? MESSAGES.tooManyReviewPhotos
          : error.message;
      return {
        status: error.statusCode,
        body: { error: message, fields: { [REVIEW_PHOTOS_FIELD]: message } },
      };
    }
    throw error;
  }
  const parsed = reviewInputSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return { status: 400, body: { error: Object.values(fields)[0] ?? MESSAGES.invalidStars, fields } };
  }
  return { fields: parsed.data, photos };
}

function sendForm(reply: FastifyReply, form: Extract<ReadForm, { status: number }>) {
  return reply.code(form.status).send(form.body);
}

// Reviews (docs/api.md#reviews): a customer rates their own completed booking; admins moderate.
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app, REVIEW_LIMITS.form);
  const deps = { db: app.db, storage: app.storage, log: app.log };

  app.post(
    '/my/bookings/:id/review',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: `Rates the session's own completed booking (once; pending until an admin publishes it). ${REVIEW_BODY_NOTE}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 201: reviewSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      // Before the photos are read: a refused post costs no image work.
      const checked = await checkNewReview(app.db, phone, request.params.id);
      if (!checked.ok) return sendRefusal(reply, checked);
      const form = await readReviewForm(request);
      if ('status' in form) return sendForm(reply, form);
      const posted = await postReview(deps, checked.value, form.fields, form.photos);
      if (!posted.ok) return sendRefusal(reply, posted);
      return reply.code(201).send(toReview(posted.value));
    },
  );

  app.put(
    '/my/bookings/:id/review',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: `Changes the session's review of the booking within 7 days of posting it (409 after); it is checked again. New photos replace the old ones. ${REVIEW_BODY_NOTE}`,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        response: { 200: reviewSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = phoneOf(sessionOf(request));
      const checked = await checkEdit(app.db, phone, request.params.id);
      if (!checked.ok) return sendRefusal(reply, checked);
      const form = await readReviewForm(request);
      if ('status' in form) return sendForm(reply, form);
      const edited = await editReview(deps, checked.value.id, form.fields, form.photos);
      if (!edited.ok) return sendRefusal(reply, edited);
      return toReview(edited.value);
    },
  );

  app.get(
    '/my/reviews',
    {
      onRequest: requireRole('customer'),
      schema: {
        summary: "The session's reviews, newest first (My bookings shows each with its booking).",
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await reviewsOfNumber(app.db, phoneOf(sessionOf(request)))).map(toReview);
    },
  );

  app.get(
    '/reviews',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Reviews with their booking and photos, newest first (at most 200); `status` narrows them.',
        querystring: reviewListQuerySchema,
        response: { 200: z.array(adminReviewSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listForAdmin(app.db, request.query.status),
  );

  app.patch(
    '/reviews/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary: 'Publishes or hides a review, with an optional reason; who and when are recorded.',
        params: idParamsSchema,
        body: reviewModerationSchema,
        response: { 200: moderatedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { adminId } = sessionOf(request);
      const result = await moderateReview(app, request.params.id, adminId!, request.body);
      if (!result.ok) return sendRefusal(reply, result);
      const review = await adminReviewById(app.db, result.value.id);
      return { message: MESSAGES.reviewModerated, review: review! };
    },
  );
};

export default reviewsRoutes;
