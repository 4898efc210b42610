import { artistApplicationSchema, fieldErrors, type ArtistApplication } from '@mehendi/shared';
import type { ArtistDraft } from './artist-draft-store';

/** The application as the shared schema reads it (availability is an object with timeRange). */
export function toApplication(draft: ArtistDraft) {
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

export type ArtistCheck =
  { ok: true; application: ArtistApplication } | { ok: false; errors: Record<string, string> };

/**
 * English messages per form field (docs/rules-and-messages.md#validation), with the server's 'availability'
 * shown at the time radios.
 */
export function validateArtist(draft: ArtistDraft): ArtistCheck {
  const result = artistApplicationSchema.safeParse(toApplication(draft));
  if (result.success) return { ok: true, application: result.data };
  const { availability, ...errors } = fieldErrors(result.error);
  return { ok: false, errors: availability ? { ...errors, availabilityTime: availability } : errors };
}
