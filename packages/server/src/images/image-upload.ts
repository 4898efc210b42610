import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MESSAGES } from '@mehendi/shared';
import { IMAGE_LIMITS } from '../limits';
import { markUnstorableText } from '../http/unstorable-text';
import { processImage, type ProcessedImage } from './image-pipeline';
import { ImageRejectedError } from './image-rejection';

/** A multipart form with one photo: its text fields and the photo's bytes (null when none was sent). */
export interface ImageUpload {
  fields: Record<string, unknown>;
  image: Buffer | null;
}

/**
 * A form with more files, fields or parts than an upload has (413), or one that cannot be read (400: cut
 * off, no boundary, malformed); answered like ImageRejectedError.
 */
export class UploadFormError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 413 = 413,
  ) {
    super(message);
  }
}

/** How many parts a form may have; a form over them is answered with UploadFormError. */
export interface FormLimits {
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

// A one-photo admin form (designs, siders): the photo plus a few short text fields.
const ONE_PHOTO_FORM: FormLimits = { files: 1, fields: 10, fieldSize: 1024, parts: 12 };

/**
 * Registers the multipart parser in the calling module's scope. The file size limit stops reading a
 * too-large file while it streams in, so a 30 MB upload never sits in memory.
 */
export async function registerImageUploads(
  app: FastifyInstance,
  limits: FormLimits = ONE_PHOTO_FORM,
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: IMAGE_LIMITS.maxUploadBytes, ...limits } });
}

// More fields or parts than an upload form has: a broken or hand-made form, not the user's doing.
const FORM_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * A text field of a form as its schema sees it. A value cut off at the form's field size is kept as cut
 * (longer than any field allows, so the field answers its own 'too long' or 'invalid' message rather than
 * reading as missing); unstorable text is marked (../http/unstorable-text.ts).
 */
export function formFieldValue(value: string): unknown {
  return markUnstorableText(value);
}

/**
 * What a multipart reading error answers: ImageRejectedError (413) for a file over
 * IMAGE_LIMITS.maxUploadBytes, UploadFormError (413) for too many files ('Too many files. …') or too many
 * fields or parts (the catalogue's invalidRequest, a form no page sends), and UploadFormError (400,
 * invalidRequest) for any other: the parser only fails on the bytes the client sent (a body cut off, a
 * missing boundary, a malformed part).
 */
function uploadErrorOf(error: unknown): UploadFormError | ImageRejectedError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ImageRejectedError('too-large');
  if (code === 'FST_FILES_LIMIT') return new UploadFormError(MESSAGES.tooManyFiles);
  if (code !== undefined && FORM_LIMIT_CODES.has(code)) return new UploadFormError(MESSAGES.invalidRequest);
  return new UploadFormError(MESSAGES.invalidRequest, 400);
}

type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; bytes: Buffer };

/**
 * The form's parts as they arrive, each file read whole. Only the parser's failures become
 * uploadErrorOf's refusals: what the caller does with a part (the image pipeline) throws its own errors.
 */
async function* formParts(request: FastifyRequest): AsyncGenerator<FormPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        yield { type: 'file', fieldname: part.fieldname, filename: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        yield { type: 'field', fieldname: part.fieldname, value: formFieldValue(part.value) };
      }
    }
  } catch (error) {
    throw uploadErrorOf(error);
  }
}

/**
 * Reads the whole form. Fields may come before or after the file, so the photo (at most
 * IMAGE_LIMITS.maxUploadBytes) is held in memory until the form ends. An empty file input counts as no photo.
 */
export async function readImageUpload(request: FastifyRequest, fileField: string): Promise<ImageUpload> {
  const upload: ImageUpload = { fields: {}, image: null };
  if (!request.isMultipart()) return upload;
  for await (const part of formParts(request)) {
    if (part.type === 'field') upload.fields[part.fieldname] = part.value;
    else if (part.fieldname === fileField && part.bytes.length > 0) upload.image = part.bytes;
  }
  return upload;
}

/** A multipart form with several photos: its text fields and its photos, each checked and re-encoded. */
export interface PhotosUpload<T> {
  fields: Record<string, unknown>;
  photos: T[];
}

/**
 * Reads a form whose files of `fileField` are photos (an artist's designs, a review's stain photos). Each
 * photo goes through the pipeline as it arrives (sniffed, re-encoded, metadata and GPS gone), so only the
 * small results are held, never the originals; `photoOf` makes the caller's record of it and its file name.
 * Other files and the one nameless, empty file an empty input sends are skipped. Throws
 * ImageRejectedError or UploadFormError (uploadErrorOf).
 */
export async function readPhotosUpload<T>(
  request: FastifyRequest,
  fileField: string,
  photoOf: (image: ProcessedImage, fileName: string) => T,
): Promise<PhotosUpload<T>> {
  const upload: PhotosUpload<T> = { fields: {}, photos: [] };
  for await (const part of formParts(request)) {
    if (part.type === 'field') upload.fields[part.fieldname] = part.value;
    else if (part.fieldname === fileField && part.bytes.length > 0)
      upload.photos.push(photoOf(await processImage(part.bytes), part.filename));
  }
  return upload;
}
