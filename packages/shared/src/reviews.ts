// Reviews of completed bookings and the public artist profiles (issue 27; docs/rules-and-messages.md#reviews).
import { z } from 'zod';
import { MESSAGES } from './messages';
import { withoutContacts } from './review-text';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_RULES = {
  textMax: 500,
  maxPhotos: 3,
  /** A review may be edited this long after it was posted. */
  editWindowMs: 7 * 24 * 60 * 60 * 1000,
  /** The request text goes this long after completion: the stain is darkest then. */
  requestDelayMs: 48 * 60 * 60 * 1000,
  reasonMax: 200,
} as const;

/**
 * The review text as stored: links, domain names, e-mail addresses and mobile numbers removed, disguised
 * or not (withoutContacts: reviews are not adverts), spaces tidied, at most 500 characters.
 */
export function cleanReviewText(text: string): string {
  return withoutContacts(text.normalize('NFC'))
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/ *\n */gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
    .slice(0, REVIEW_RULES.textMax);
}

/** POST/PUT /api/my/bookings/{id}/review: the fields (multipart sends them as text). */
export const reviewInputSchema = z.object(
  {
    stars: z.coerce
      .number({ error: MESSAGES.invalidStars })
      .int(MESSAGES.invalidStars)
      .min(1, MESSAGES.invalidStars)
      .max(5, MESSAGES.invalidStars),
    text: z
      .string({ error: MESSAGES.invalidReviewText })
      .max(REVIEW_RULES.textMax, MESSAGES.invalidReviewText)
      .optional()
      .default('')
      .transform(cleanReviewText),
  },
  { error: MESSAGES.invalidStars },
);
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** PATCH /api/reviews/{id}. */
export const reviewModerationSchema = z.object(
  {
    status: z.enum(['published', 'hidden'], { error: MESSAGES.invalidModeration }),
    reason: z
      .string({ error: MESSAGES.invalidNote })
      .trim()
      .max(REVIEW_RULES.reasonMax, MESSAGES.invalidNote)
      .optional(),
  },
  { error: MESSAGES.invalidModeration },
);
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;

export const reviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: MESSAGES.invalidModeration }).optional(),
});

/** A customer's review as the API answers it; `photos` are the zoom images, `thumbs` the grid images. */
export const reviewSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  stars: z.number(),
  text: z.string(),
  photos: z.array(z.string()),
  thumbs: z.array(z.string()),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when the customer may still change it. */
  editableUntil: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review in the console: with the booking it is about and the moderation so far. */
export const adminReviewSchema = reviewSchema.extend({
  booking: z.object({
    fullName: z.string(),
    mehendiVariety: z.string(),
    selectedDates: z.array(z.string()),
  }),
  artist: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  moderation: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** One published review on a public profile: no name, no number, the month of the service. */
export const publicReviewSchema = z.object({
  stars: z.number(),
  text: z.string(),
  photos: z.array(z.string()),
  thumbs: z.array(z.string()),
  /** 'YYYY-MM' of the booked day. */
  month: z.string(),
  verified: z.literal(true),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number() });
export type Rating = z.infer<typeof ratingSchema>;

/** The average of `stars` to one decimal, null without any. */
export function averageRating(stars: readonly number[]): Rating {
  if (stars.length === 0) return { average: null, count: 0 };
  const sum = stars.reduce((total, value) => total + value, 0);
  return { average: Math.round((sum / stars.length) * 10) / 10, count: stars.length };
}
