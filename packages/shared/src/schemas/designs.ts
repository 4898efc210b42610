// Admin design payloads and the path parameters of the design and record routes (docs/api.md).
import { z } from 'zod';
import { BOOKING_VARIETIES, SIDERS_TYPES } from '../catalogue';
import { MESSAGES } from '../messages';
import { evenWithOtherErrors, priceRangeFits } from './common';

/** {variety, priceRange} where the range must be one of that variety's; every failure says `message`. */
function designGroup(message: string) {
  return z
    .object(
      {
        variety: z.enum(BOOKING_VARIETIES, { error: message }),
        priceRange: z.string({ error: message }).trim().min(1, message),
      },
      { error: message },
    )
    .superRefine((group, ctx) => {
      const raw: Record<string, unknown> = group;
      if (!priceRangeFits(raw.variety, raw.priceRange)) {
        ctx.addIssue({ code: 'custom', path: ['priceRange'], message });
      }
    }, evenWithOtherErrors);
}

/** Text fields of POST /api/designs/upload (multipart; the image is checked by the server). */
export const designUploadFieldsSchema = designGroup(MESSAGES.uploadFieldsMissing);
export type DesignUploadFields = z.infer<typeof designUploadFieldsSchema>;

/** Text fields of POST /api/siders-designs/upload. */
export const sidersUploadFieldsSchema = z.object(
  { sidersType: z.enum(SIDERS_TYPES, { error: MESSAGES.sidersUploadFieldsMissing }) },
  { error: MESSAGES.sidersUploadFieldsMissing },
);
export type SidersUploadFields = z.infer<typeof sidersUploadFieldsSchema>;

/** GET /api/designs/{variety}/{priceRange}. */
export const designListParamsSchema = designGroup(MESSAGES.unknownVarietyOrPriceRange);
export type DesignListParams = z.infer<typeof designListParamsSchema>;

/** DELETE /api/designs/{variety}/{designId}. */
export const designDeleteParamsSchema = z.object({
  variety: z.enum(BOOKING_VARIETIES, { error: MESSAGES.unknownVarietyOrPriceRange }),
  designId: z.uuid({ error: MESSAGES.notFound }),
});
export type DesignDeleteParams = z.infer<typeof designDeleteParamsSchema>;

/** GET /api/siders-designs/{type}. */
export const sidersTypeParamsSchema = z.object({
  type: z.enum(SIDERS_TYPES, { error: MESSAGES.selectSidersTypeToView }),
});
export type SidersTypeParams = z.infer<typeof sidersTypeParamsSchema>;

/** Any route addressing one record by id, e.g. DELETE /api/artists/{id}. */
export const idParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** POST /api/cloudinary-delete. */
export const cloudinaryDeleteSchema = z.object({
  publicId: z.string({ error: MESSAGES.notFound }).trim().min(1, MESSAGES.notFound),
});
export type CloudinaryDelete = z.infer<typeof cloudinaryDeleteSchema>;
