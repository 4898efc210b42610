// Public artist profiles (issue 27 item 4; docs/api.md#artist-profiles): what a customer may see of an
// approved artist who switched the profile on. No phone number, surname or address ever leaves the server.
import { z } from 'zod';
import { MESSAGES } from './messages';
import { publicReviewSchema, ratingSchema } from './reviews';

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
 * The profile's address part: the first name in lower-case Latin letters (another script's name gives
 * 'artist'), a dash and the first 8 characters of the artist's id, so two Priyas never share one.
 */
export function profileSlug(fullName: string, artistId: string): string {
  const name = firstNameOf(fullName)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 24);
  return `${name || 'artist'}-${artistId.replace(/-/gu, '').slice(0, 8)}`;
}

// The city's postal codes and the area each names (India Post); any other code is shown as it is.
const LOCALITIES: Readonly<Record<string, string>> = {
  '411001': 'Pune Camp',
  '411002': 'Budhwar Peth',
  '411003': 'Khadki',
  '411004': 'Deccan Gymkhana',
  '411005': 'Shivajinagar',
  '411006': 'Yerawada',
  '411007': 'Aundh',
  '411009': 'Parvati',
  '411011': 'Kasba Peth',
  '411013': 'Hadapsar',
  '411014': 'Viman Nagar',
  '411015': 'Vishrantwadi',
  '411016': 'Model Colony',
  '411017': 'Pimpri',
  '411021': 'Bavdhan',
  '411028': 'Magarpatta',
  '411030': 'Sadashiv Peth',
  '411033': 'Chinchwad',
  '411037': 'Market Yard',
  '411038': 'Kothrud',
  '411040': 'Wanowrie',
  '411041': 'Dhayari',
  '411043': 'Dhankawadi',
  '411044': 'Nigdi',
  '411045': 'Baner',
  '411046': 'Katraj',
  '411048': 'Kondhwa',
  '411051': 'Anand Nagar',
  '411052': 'Karve Nagar',
  '411057': 'Hinjewadi',
  '411058': 'Warje',
};

/** The area a pincode names, or the pincode itself: never the street address. */
export function localityOf(pincode: string): string {
  const code = pincode.trim();
  return LOCALITIES[code] ?? code;
}
