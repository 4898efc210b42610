import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema, fieldErrors as fieldErrorsOf, type ApiError } from '@mehendi/shared';
import { readImageUpload } from './image-upload';

/**
 * The 400 answer of an upload form: the form's one message (docs/rules-and-messages.md#validation) (e.g.
 * 'Please select a variety, price range, and an image.') as `error`, and per field what is wrong so a form
 * can mark it.
 */
function fieldErrors(issues: z.ZodError | undefined, message: string, imageMissing: boolean): ApiError {
  const fields = issues ? fieldErrorsOf(issues) : {};
  if (imageMissing) fields.image = message;
  return { error: message, fields };
}

/** The answers of a one-photo upload route: `created` on 201, the error shape on a refusal. */
export function uploadRouteSchema<T extends z.ZodType>(created: T) {
  return {
    consumes: ['multipart/form-data'],
    response: { 201: created, 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
  };
}

/**
 * Reads a one-photo admin form (field `image`) and checks its text fields: the parsed fields and the photo,
 * or the 400 answer naming what is missing (`missingMessage` as the error).
 */
export async function readUploadForm<T extends z.ZodType>(
  request: FastifyRequest,
  fieldsSchema: T,
  missingMessage: string,
): Promise<{ data: z.infer<T>; image: Buffer } | { refusal: ApiError }> {
  const { fields, image } = await readImageUpload(request, 'image');
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success || !image) return { refusal: fieldErrors(parsed.error, missingMessage, !image) };
  return { data: parsed.data, image };
}
