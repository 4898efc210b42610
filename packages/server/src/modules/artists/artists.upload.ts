import type { FastifyRequest } from 'fastify';
import { processImage, type ProcessedImage } from '../../images/image-pipeline';
import { formFieldValue, uploadErrorOf } from '../../images/image-upload';

export const DESIGN_FILES_FIELD = 'uploadedDesigns';

export interface DesignPhoto {
  originalname: string;
  image: ProcessedImage;
}

/** The text fields of the form and its design photos, already checked and re-encoded. */
export interface ArtistUpload {
  fields: Record<string, unknown>;
  photos: DesignPhoto[];
}

// The browser's file name is only shown back as text; control characters and length are trimmed.
function cleanFileName(name: string): string {
  const cleaned = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (cleaned || 'design').slice(0, 120);
}

/**
 * Reads POST /api/artists/add (docs/api.md). Each photo is checked and re-encoded as it arrives, so only
 * the small WebP results are held, never ten originals; nothing is stored here. Throws
 * ImageRejectedError for a photo that is refused and UploadFormError for too many files or fields.
 */
export async function readArtistUpload(request: FastifyRequest): Promise<ArtistUpload> {
  const upload: ArtistUpload = { fields: {}, photos: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = formFieldValue(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      // An empty file input sends one nameless, empty file.
      if (part.fieldname !== DESIGN_FILES_FIELD || bytes.length === 0) continue;
      upload.photos.push({ originalname: cleanFileName(part.filename), image: await processImage(bytes) });
    }
  } catch (error) {
    throw uploadErrorOf(error);
  }
  return upload;
}
