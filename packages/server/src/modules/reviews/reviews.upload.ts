import type { FastifyRequest } from 'fastify';
import { processImage, type ProcessedImage } from '../../images/image-pipeline';
import { formFieldValue, uploadErrorOf } from '../../images/image-upload';

export const REVIEW_PHOTOS_FIELD = 'photos';

/** The review form: its text fields and its photos, each already checked and re-encoded. */
export interface ReviewUpload {
  fields: Record<string, unknown>;
  photos: ProcessedImage[];
}

/**
 * Reads a multipart review (fields `stars`, `text`, repeated `photos`); the multipart limits refuse a fourth
 * photo. Each photo goes through the pipeline as it arrives (sniffed, re-encoded, metadata and GPS gone).
 * Throws ImageRejectedError or UploadFormError like the other upload forms.
 */
export async function readReviewUpload(request: FastifyRequest): Promise<ReviewUpload> {
  const upload: ReviewUpload = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = formFieldValue(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== REVIEW_PHOTOS_FIELD || bytes.length === 0) continue;
      upload.photos.push(await processImage(bytes));
    }
  } catch (error) {
    throw uploadErrorOf(error);
  }
  return upload;
}
