// Public artist profiles (issue 27 item 4; docs/api.md#artist-profiles): what a customer may see of an
// approved artist who switched the profile on. No phone number, surname or address ever leaves the server.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { publicReviewSchema, ratingSchema } from './reviews';
import { toLatinLetters } from './transliterate';

/** PATCH /api/my/profile (the artist) and PATCH /api/artists/{id}/profile (an admin, `false` only). */
export const profileSwitchSchema = z.object(
  { public: z.boolean({ error: MESSAGES.invalidProfileSwitch }) },
  { error: MESSAGES.invalidProfileSwitch },
);
export const adminProfileSwitchSchema = z.object(
  { public: z.literal(false, { error: MESSAGES.invalidProfileSwitch }) },
  { error: MESSAGES.invalidProfileSwitch },
);

/** The artist's own view of the switch (My work). `slug` is kept once made, so a shared link stays good. */
export const myProfileSchema = z.object({ public: z.boolean(), slug: z.string().nullable() });
export type MyProfile = z.infer<typeof myProfileSchema>;

export const publicProfileSummarySchema = z.object({
  slug: z.string(),
  firstName: z.string(),
  locality: z.string(),
  varieties: z.array(z.string()),
  rating: ratingSchema,
});
export type PublicProfileSummary = z.infer<typeof publicProfileSummarySchema>;

export const publicProfileSchema = publicProfileSummarySchema.extend({
  /** The artist's id: the booking form sends it as `preferredArtistId`. */
  id: z.string(),
  reviews: z.array(publicReviewSchema),
  /** The sample designs of the application: served image paths. */
  designs: z.array(z.string()),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

// Any text: an address that names no shown profile is a 404, whatever it looks like.
export const profileSlugParamsSchema = z.object({ slug: z.string() });

/** The first word of the full name: a profile never shows the surname. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? '';
}

/**
 * The profile's address part: the first name in lower-case Latin letters (a Devanagari or Kannada name
 * written in them, 'स्नेहा' → 'sneha'; another script's name gives 'artist'), a dash and the first 8
 * characters of the artist's id, so two Priyas never share one.
 */
export function profileSlug(fullName: string, artistId: string): string {
  const name = toLatinLetters(firstNameOf(fullName))
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 24);
  return `${name || 'artist'}-${artistId.replace(/-/gu, '').slice(0, 8)}`;
}

// What profileSlug makes: up to 24 of a-z, 0-9 and '-', a dash, 8 hex digits of the id.
const PROFILE_SLUG = /^[a-z0-9-]{1,24}-[0-9a-f]{8}$/u;

/** Whether `value` can be a profile's address part; any other names no profile, without a look-up. */
export function isProfileSlug(value: unknown): value is string {
  return typeof value === 'string' && PROFILE_SLUG.test(value);
}
