import { PHOTO_UPLOAD_MAX_BYTES } from '@mehendi/shared';

// Photos are made upload-sized in the browser when chosen (docs/pages.md): a 24 MB camera photo goes
// through, costs less mobile data, and is never refused after the code was typed. The server re-encodes
// to at most 1080 px anyway, so 2000 px keeps every detail it uses.
export const PHOTO_MAX_EDGE = 2000;
/** Smaller photos within PHOTO_MAX_EDGE are sent as chosen. */
const SEND_AS_IS_BYTES = 2 * 1024 * 1024;
const QUALITY = 0.85;

export type PreparedPhoto = { ok: true; file: File } | { ok: false; name: string };

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/** The photo itself, or a copy at most PHOTO_MAX_EDGE px (WebP, else JPEG); fails when it cannot be read. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, name: file.name };
  }
  try {
    const edge = Math.max(bitmap.width, bitmap.height);
    if (edge <= PHOTO_MAX_EDGE && file.size <= SEND_AS_IS_BYTES) return { ok: true, file };
    const scale = Math.min(1, PHOTO_MAX_EDGE / edge);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // Browsers without a WebP encoder answer PNG; JPEG is then smaller.
    let blob = await canvasBlob(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') blob = await canvasBlob(canvas, 'image/jpeg');
    if (!blob || blob.size > PHOTO_UPLOAD_MAX_BYTES) return { ok: false, name: file.name };
    // The name stays as the artist knows it; the server goes by the bytes, not the name.
    return {
      ok: true,
      file: new File([blob], file.name, { type: blob.type, lastModified: file.lastModified }),
    };
  } finally {
    bitmap.close();
  }
}
