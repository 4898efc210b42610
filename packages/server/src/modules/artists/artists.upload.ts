import type { FastifyRequest } from 'fastify';
import type { ProcessedImage } from '../../images/image-pipeline';
import { readPhotosUpload, type PhotosUpload } from '../../images/image-upload';

export const DESIGN_FILES_FIELD = 'uploadedDesigns';

export interface DesignPhoto {
  originalname: string;
  image: ProcessedImage;
}

/** The text fields of the form and its design photos, already checked and re-encoded. */
export type ArtistUpload = PhotosUpload<DesignPhoto>;

// The browser's file name is only shown back as text; control characters and length are trimmed.
function cleanFileName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (cleaned || 'design').slice(0, 120);
}

/**
 * Reads POST /api/artists/add (docs/api.md): nothing is stored here. Throws ImageRejectedError for a photo
 * that is refused and UploadFormError for too many files or fields, or a form that cannot be read.
 */
export function readArtistUpload(request: FastifyRequest): Promise<ArtistUpload> {
  return readPhotosUpload(request, DESIGN_FILES_FIELD, (image, fileName) => ({
    originalname: cleanFileName(fileName),
    image,
  }));
}
