// POST /api/artists/add: the artist's application (docs/rules-and-messages.md#validation), as JSON or as
// multipart fields.
import { z } from 'zod';
import { ARTIST_VARIETIES, JOB_TERMS, LANGUAGES, TIME_SLOTS } from '../catalogue';
import { MESSAGES } from '../messages';
import { FIELD_LIMITS, hasDuplicates, indianMobile, jsonText, personName, pincode } from './common';

const mehendiVarieties = () =>
  z
    .array(z.enum(ARTIST_VARIETIES, { error: MESSAGES.atLeastOneVariety }), {
      error: MESSAGES.atLeastOneVariety,
    })
    .min(1, MESSAGES.atLeastOneVariety)
    // Checkboxes cannot repeat a variety, so a repeat means a broken client.
    .refine((varieties) => !hasDuplicates(varieties), MESSAGES.atLeastOneVariety);

// Every failure, including of the nested timeRange, is reported under the top-level field 'availability'.
const availability = () =>
  z.object(
    { timeRange: z.enum(TIME_SLOTS, { error: MESSAGES.selectAvailableTime }) },
    { error: MESSAGES.selectAvailableTime },
  );

const artistFields = () => ({
  fullName: personName(MESSAGES.artistFullName, 1),
  whatsappNumber: indianMobile(MESSAGES.invalidWhatsapp),
  address: z
    .string({ error: MESSAGES.addressRequired })
    .trim()
    .min(1, MESSAGES.addressRequired)
    .max(FIELD_LIMITS.addressLength, MESSAGES.addressTooLong),
  pincode: pincode(MESSAGES.invalidPincode),
  jobTerm: z.enum(JOB_TERMS, { error: MESSAGES.jobTermRequired }),
  mehendiVarieties: mehendiVarieties(),
  availability: availability(),
  // The form's language, so the artist's job texts use it; anything else is dropped, never refused.
  language: z.enum(LANGUAGES).optional().catch(undefined),
});

// Built on first use (z.lazy): the pages import this module at start-up, and building a Zod schema is
// main-thread work a phone pays before the page answers taps (docs/pages.md).
export const artistApplicationSchema = z.lazy(() =>
  z.object(artistFields(), { error: MESSAGES.fixValidationErrors }),
);
export type ArtistApplication = z.infer<typeof artistApplicationSchema>;

/**
 * The same application as multipart text fields (docs/api.md): mehendiVarieties and availability arrive as
 * JSON text; malformed JSON gets the field's own message. The design files are handled by the server.
 */
export const artistMultipartFieldsSchema = z.lazy(() =>
  z.object(
    {
      ...artistFields(),
      mehendiVarieties: jsonText(mehendiVarieties()),
      availability: jsonText(availability()),
    },
    { error: MESSAGES.fixValidationErrors },
  ),
);
export type ArtistMultipartFields = z.output<typeof artistMultipartFieldsSchema>;
