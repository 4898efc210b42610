import type { FastifyRequest } from 'fastify';
import type { ProcessedImage } from '../../images/image-pipeline';
import { readPhotosUpload, type PhotosUpload } from '../../images/image-upload';

export const REVIEW_PHOTOS_FIELD = 'photos';

/** The review form: its text fields and its photos, each already checked and re-encoded. */
export type ReviewUpload = PhotosUpload<ProcessedImage>;

/**
 * Reads a multipart review (fields `stars`, `text`, repeated `photos`); the multipart limits refuse a fourth
 * photo. Throws ImageRejectedError or UploadFormError like the other upload forms.
 */
export function readReviewUpload(request: FastifyRequest): Promise<ReviewUpload> {
  return readPhotosUpload(request, REVIEW_PHOTOS_FIELD, (image) => image);
}
