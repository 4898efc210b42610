// What a web push says (docs/messaging.md#push): a title per kind in the four languages; the body is the
// text of the same step (sms-templates.ts), so a push and its text never tell two stories. Only a failed
// text, which has no text of its own, has a body here. Hindi sentences end with ।.
import type { Language } from './catalogue';

export const PUSH_KINDS = [
  'artistOffer',
  'artistJob',
  'artistJobMoved',
  'artistJobCancelled',
  'ownerNeedsArtist',
  'ownerArtistApplication',
  'ownerTextFailed',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_TITLES: Record<Language, Record<PushKind, string>> = {
  en: {
    artistOffer: 'New job offer',
    artistJob: 'Job confirmed',
    artistJobMoved: 'Job moved',
    artistJobCancelled: 'Job cancelled',
    ownerNeedsArtist: 'A booking needs you',
    ownerArtistApplication: 'New artist application',
    ownerTextFailed: 'A text was not sent',
  },
  mr: {
    artistOffer: 'नवीन कामाची ऑफर',
    artistJob: 'काम निश्चित झाले',
    artistJobMoved: 'काम बदलले',
    artistJobCancelled: 'काम रद्द झाले',
    ownerNeedsArtist: 'एका बुकिंगला तुमची गरज आहे',
    ownerArtistApplication: 'नवीन कलाकार अर्ज',
    ownerTextFailed: 'एक संदेश गेला नाही',
  },
  kn: {
    artistOffer: 'ಹೊಸ ಕೆಲಸದ ಆಫರ್',
    artistJob: 'ಕೆಲಸ ಖಚಿತವಾಗಿದೆ',
    artistJobMoved: 'ಕೆಲಸ ಬದಲಾಗಿದೆ',
    artistJobCancelled: 'ಕೆಲಸ ರದ್ದಾಗಿದೆ',
    ownerNeedsArtist: 'ಒಂದು ಬುಕಿಂಗ್‌ಗೆ ನಿಮ್ಮ ಅಗತ್ಯವಿದೆ',
    ownerArtistApplication: 'ಹೊಸ ಕಲಾವಿದರ ಅರ್ಜಿ',
    ownerTextFailed: 'ಒಂದು ಸಂದೇಶ ಹೋಗಲಿಲ್ಲ',
  },
  hi: {
    artistOffer: 'नए काम का ऑफ़र',
    artistJob: 'काम पक्का हुआ',
    artistJobMoved: 'काम बदला',
    artistJobCancelled: 'काम रद्द हुआ',
    ownerNeedsArtist: 'एक बुकिंग को आपकी ज़रूरत है',
    ownerArtistApplication: 'नया कलाकार आवेदन',
    ownerTextFailed: 'एक संदेश नहीं गया',
  },
};

/** The owner's push when a text failed for good: which booking's (or an application's); the console says why. */
export const PUSH_TEXT_FAILED_BODY: Record<Language, { booking: string; other: string }> = {
  en: {
    booking: 'A text about booking ref {reference} could not be sent. Tap to see why.',
    other: 'A text could not be sent. Tap to see why.',
  },
  mr: {
    booking: 'बुकिंग संदर्भ {reference} बद्दलचा संदेश पाठवता आला नाही. कारण पाहण्यासाठी टॅप करा.',
    other: 'एक संदेश पाठवता आला नाही. कारण पाहण्यासाठी टॅप करा.',
  },
  kn: {
    booking: 'ಬುಕಿಂಗ್ ಉಲ್ಲೇಖ {reference} ಕುರಿತ ಸಂದೇಶ ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ. ಕಾರಣ ನೋಡಲು ಟ್ಯಾಪ್ ಮಾಡಿ.',
    other: 'ಒಂದು ಸಂದೇಶ ಕಳುಹಿಸಲಾಗಲಿಲ್ಲ. ಕಾರಣ ನೋಡಲು ಟ್ಯಾಪ್ ಮಾಡಿ.',
  },
  hi: {
    booking: 'बुकिंग संदर्भ {reference} का संदेश नहीं भेजा जा सका। कारण देखने के लिए टैप करें।',
    other: 'एक संदेश नहीं भेजा जा सका। कारण देखने के लिए टैप करें।',
  },
};

/**
 * The push service's Topic for a booking (RFC 8030 §5.4: at most 32 characters of the URL-safe base64
 * alphabet): its id without dashes, 32 hex digits. A newer push of the booking replaces an undelivered one.
 */
export function pushTopicOf(bookingId: string): string {
  return bookingId.replace(/-/gu, '').slice(0, 32);
}
