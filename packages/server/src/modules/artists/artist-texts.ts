// The texts an application causes (docs/bookings.md#texts): the review's outcome to the artist, and the
// owner's alert of a new application.
import {
  bookingReference,
  normaliseLanguage,
  renderSms,
  smsVariables,
  type Language,
  type SmsTemplateKey,
} from '@mehendi/shared';
import type { OwnerAlerts } from '../../config';
import type { OutgoingText } from '../sms-outbox';
import type { ArtistRow } from './artists.repository';

/** The artist hears of the review in the language of their form (English when none), with the note. */
export function reviewText(artist: ArtistRow): OutgoingText {
  const language = normaliseLanguage(artist.language);
  const note = artist.reviewNote ?? '';
  const template: SmsTemplateKey =
    artist.status !== 'approved' ? 'artistNotApproved' : note ? 'artistApprovedWithNote' : 'artistApproved';
  return {
    artistId: artist.id,
    recipient: 'artist',
    toPhone: artist.phone,
    template,
    language,
    body: renderSms(template, language, { name: artist.fullName, note }),
    variables: smsVariables(template, language, { name: artist.fullName, note }),
  };
}

/** What the owner's alert of an application says in `language`: their push says the same. */
export function ownerApplicationBody(artist: ArtistRow, language: Language): string {
  return renderSms('ownerArtistApplication', language, {
    name: artist.fullName,
    reference: bookingReference(artist.id),
  });
}

/** The owner's alert of an application (new or sent again) to each of `owner.numbers`. */
export function ownerApplicationAlerts(artist: ArtistRow, owner: OwnerAlerts): OutgoingText[] {
  const values = { name: artist.fullName, reference: bookingReference(artist.id) };
  const body = renderSms('ownerArtistApplication', owner.language, values);
  const variables = smsVariables('ownerArtistApplication', owner.language, values);
  return owner.numbers.map((toPhone) => ({
    artistId: artist.id,
    recipient: 'owner',
    toPhone,
    template: 'ownerArtistApplication',
    language: owner.language,
    body,
    variables,
  }));
}
