import { artistApplicationSchema, fieldErrors, type ArtistApplication } from '@mehendi/shared';
import type { ArtistDraft } from './artist-draft-store';

/** The application as the shared schema reads it (availability is an object with timeRange). */
function toApplication(draft: ArtistDraft) {
  return {
    fullName: draft.fullName,
    whatsappNumber: draft.whatsappNumber,
    address: draft.address,
    pincode: draft.pincode,
    jobTerm: draft.jobTerm,
    mehendiVarieties: draft.mehendiVarieties,
    availability: { timeRange: draft.availabilityTime },
  };
}

/**
 * English messages per form field (docs/rules-and-messages.md#validation), {} when valid; the server's
 * 'availability' is shown at the time radios.
 */
export function validateArtist(draft: ArtistDraft): Record<string, string> {
  const result = artistApplicationSchema.safeParse(toApplication(draft));
  if (result.success) return {};
  const { availability, ...errors } = fieldErrors(result.error);
  return availability ? { ...errors, availabilityTime: availability } : errors;
}

/** The application as the server reads it, or null while the draft is not valid. */
export function parseApplication(draft: ArtistDraft): ArtistApplication | null {
  const result = artistApplicationSchema.safeParse(toApplication(draft));
  return result.success ? result.data : null;
}
