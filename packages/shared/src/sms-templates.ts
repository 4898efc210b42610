// The texts sent to customers and artists (docs/rules-and-messages.md). India's DLT rules register each
// template word for word, so every text is a fixed template whose only variable parts are placeholders,
// each at most SMS_PLACEHOLDER_MAX characters (longer values are cut with an ellipsis). The only URL is the
// {link} placeholder, the page where the person acts. Dates and times are written by dates/date-format.ts.
import type { Language, TimeSlot } from './catalogue';
import { normaliseLanguage } from './catalogue';
import { groupInLakhs } from './money';

export const SMS_TEMPLATE_KEYS = [
  'customerReceived',
  'customerConfirmed',
  'customerReassigned',
  'customerCancelled',
  'customerFindingArtist',
  'customerOffered',
  'artistJob',
  'artistJobAtVenue',
  'artistJobCancelled',
  'artistApproved',
  'artistApprovedWithNote',
  'artistNotApproved',
  'ownerNewBooking',
  'ownerArtistApplication',
  'artistJobMoved',
  // Reviews (issue 27): 48 hours after completion.
  'customerReviewRequest',
  // Reminders (issue 25)
  'customerReminderTomorrow',
  'customerReminderToday',
  'artistReminderTomorrow',
  'artistReminderToday',
  // The day of the visit (issue 25)
  'customerOnMyWay',
  // An advance by UPI (issue 28): asked with the confirmation, then acknowledged.
  'customerAdvanceDue',
  'customerAdvanceReceived',
  // Issue 44: a cancellation without a reason says none; a refund paid is told with its UTR.
  'customerCancelledNoReason',
  'customerRefundPaid',
  // Offers to artists (issue 43): the job and its one-tap link; the owner asked when nobody took it.
  'artistOffer',
  'ownerNeedsArtist',
  // Team bookings (issue 47): each artist of a team is told the lead; a team short 48 hours before asks
  // the customer to choose.
  'artistTeamJob',
  'customerTeamShort',
] as const;
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number];

/** India's DLT registration allows 30 characters per variable. */
export const SMS_PLACEHOLDER_MAX = 30;

export interface SmsValues {
  name?: string;
  variety?: string;
  dates?: string;
  slot?: string;
  artist?: string;
  contact?: string;
  reason?: string;
  venue?: string;
  /** Its own placeholder, so a long venue cut to SMS_PLACEHOLDER_MAX keeps the pincode. */
  pincode?: string;
  /** The admin's review note. */
  note?: string;
  reference?: string;
  /** A time of day in the text's language, '4:30 pm', 'शाम 4:30' (formatTime). */
  time?: string;
  /** A UPI payment's 12-digit reference (a refund's). */
  utr?: string;
  /** The customer's start code for the door, 4 digits (the day's reminder). */
  code?: string;
  /** One booked day, '12 Dec 2026' (formatDay): a reminder's. */
  day?: string;
  /** An advance, 'Rs 750' (smsAmount of one figure). */
  amount?: string;
  /** ADVANCE_REFUND_HOURS: how long before the first day a cancellation is refunded. */
  hours?: string;
  /** How many guests besides the bride, '120'. */
  guests?: string;
  /** A team's artists, '7'. */
  size?: string;
  /** A team's artists confirmed so far, '4'. */
  confirmed?: string;
  /**
   * The page where the person acts, made by the server from PUBLIC_URL ('https://…/o/…' for an artist's
   * offer, 'https://…/my-bookings#…' for a customer's booking): the only placeholder that is a
   * URL, registered with DLT as a URL variable of the site's whitelisted domain, so it is neither cut to
   * SMS_PLACEHOLDER_MAX nor stripped of links (at most SMS_LINK_MAX characters).
   */
  link?: string;
}

/** A link placeholder's longest value: PUBLIC_URL's origin and a path with a 22-character secret. */
export const SMS_LINK_MAX = 80;

export const SMS_TEMPLATES: Readonly<Record<Language, Readonly<Record<SmsTemplateKey, string>>>> = {
  en: {
    customerReceived:
      'Mehendi Market: we have your {variety} mehendi request for {dates}, ref {reference}. We will text you when your artist is confirmed.',
    customerConfirmed:
      'Mehendi Market: your {variety} mehendi on {dates} ({slot}) is confirmed. Your artist: {artist}.',
    customerReassigned:
      'Mehendi Market: your {variety} mehendi on {dates} ({slot}) will now be done by {artist}.',
    customerCancelled: 'Mehendi Market: your {variety} mehendi booking on {dates} is cancelled: {reason}',
    customerFindingArtist:
      'Mehendi Market: your artist cannot come for your {variety} mehendi on {dates} ({slot}). We are finding you a new artist.',
    customerOffered:
      'Mehendi Market: a place opened for your {variety} mehendi on {dates} ({slot}). Confirm it in My bookings by {time}: {link}',
    artistJob: 'Mehendi Market job: {variety}, {dates}, {slot}. Customer {name}, {contact}.',
    artistJobAtVenue:
      'Mehendi Market job: {variety}, {dates}, {slot}. Customer {contact}. Venue: {venue}, PIN {pincode}.',
    artistJobCancelled: 'Mehendi Market: the {variety} job for {name} on {dates} is cancelled.',
    artistApproved:
      'Mehendi Market: Hello {name}, your artist application is approved. We will text you when we have a job for you.',
    artistApprovedWithNote: 'Mehendi Market: Hello {name}, your artist application is approved. Note: {note}',
    artistNotApproved: 'Mehendi Market: Hello {name}, your artist application was not approved: {note}',
    ownerNewBooking: 'Mehendi Market: new booking from {name}, {variety}, {dates} ({slot}), ref {reference}.',
    ownerArtistApplication: 'Mehendi Market: artist application from {name}, ref {reference}.',
    artistJobMoved: 'Mehendi Market: the {variety} job for {name} has moved to {dates} ({slot}).',
    // Reviews (issue 27).
    customerReviewRequest:
      'Mehendi Market: Hello {name}, how did your {variety} mehendi turn out? Rate it and add a photo of the stain in My bookings: {link}',
    // Reminders (issue 25)
    customerReminderTomorrow:
      'Mehendi Market reminder: your {variety} mehendi is tomorrow, {day} ({slot}), with {artist}.',
    customerReminderToday:
      'Mehendi Market reminder: your {variety} mehendi is today, {day} ({slot}), with {artist}. Start code for the artist: {code}. My bookings: {link}',
    artistReminderTomorrow:
      'Mehendi Market reminder: {variety} job tomorrow, {day} ({slot}). Customer {contact}. Venue: {venue}, PIN {pincode}.',
    artistReminderToday:
      'Mehendi Market reminder: {variety} job today, {day} ({slot}). Customer {contact}. Venue: {venue}, PIN {pincode}.',
    // The day of the visit (issue 25)
    customerOnMyWay:
      'Mehendi Market: your artist {artist} is on the way for your {variety} mehendi ({slot}).',
    customerAdvanceDue:
      'Mehendi Market: to hold your date, pay {amount} advance by UPI in My bookings, ref {reference}. Refunded in full if cancelled at least {hours} hours before. Pay: {link}',
    customerAdvanceReceived:
      'Mehendi Market: Hello {name}, we received your advance of {amount} for ref {reference}. Your receipt is in My bookings.',
    customerCancelledNoReason: 'Mehendi Market: your {variety} mehendi booking on {dates} is cancelled.',
    customerRefundPaid:
      'Mehendi Market: Hello {name}, we have sent back your advance of {amount} for ref {reference} by UPI, UTR {utr}.',
    artistOffer:
      'Mehendi Market job offer: {variety}, {dates} ({slot}), {venue} {pincode}, {guests} guests, {amount}. Accept or decline by {time}: {link}',
    ownerNeedsArtist:
      'Mehendi Market: no artist took booking ref {reference}, {variety} on {dates} ({slot}). Please assign one in the console.',
    artistTeamJob: 'Mehendi Market team job: {dates}, {slot}, team of {size}. Lead: {artist}, {contact}.',
    customerTeamShort:
      'Mehendi Market: {confirmed} of {size} artists are confirmed for your mehendi on {dates}. Go ahead or cancel in My bookings: {link}',
  },
  mr: {
    customerReceived:
      'मेहंदी मार्केट: तुमची {dates} ची {variety} मेहंदी विनंती मिळाली, संदर्भ {reference}. कलाकार ठरल्यावर कळवू',
    customerConfirmed: 'मेहंदी मार्केट: {variety} मेहंदी {dates} ({slot}) निश्चित. कलाकार: {artist}',
    customerReassigned: 'मेहंदी मार्केट: तुमची {variety} मेहंदी {dates} ({slot}) आता {artist} काढतील',
    customerCancelled: 'मेहंदी मार्केट: तुमची {dates} ची {variety} बुकिंग रद्द: {reason}',
    customerFindingArtist: 'मेहंदी मार्केट: तुमच्या {dates} ({slot}) च्या {variety} मेहंदीसाठी नवीन कलाकार शोधत आहोत',
    customerOffered:
      'मेहंदी मार्केट: {dates} ({slot}) {variety} मेहंदीसाठी जागा आहे. {time} पर्यंत माझी बुकिंग पानावर निश्चित करा: {link}',
    artistJob: 'मेहंदी मार्केट काम: {variety}, {dates}, {slot}. ग्राहक {name}, {contact}.',
    artistJobAtVenue: 'मेहंदी मार्केट काम: {variety}, {dates}, {slot}. {contact}, {venue} {pincode}',
    artistJobCancelled: 'मेहंदी मार्केट: {name} यांचे {dates} चे {variety} काम रद्द झाले.',
    artistApproved: 'मेहंदी मार्केट: {name}, तुमचा कलाकार अर्ज मंजूर झाला. काम आल्यावर कळवू',
    artistApprovedWithNote: 'मेहंदी मार्केट: {name}, तुमचा कलाकार अर्ज मंजूर झाला. सूचना: {note}',
    artistNotApproved: 'मेहंदी मार्केट: {name}, तुमचा कलाकार अर्ज मंजूर झाला नाही: {note}',
    ownerNewBooking: 'मेहंदी मार्केट: नवीन बुकिंग {reference}: {name}, {variety}, {dates}, {slot}',
    ownerArtistApplication: 'मेहंदी मार्केट: कलाकार अर्ज - {name}, संदर्भ {reference}',
    artistJobMoved: 'मेहंदी मार्केट: {name} यांचे {variety} काम आता {dates} ({slot}) ला आहे.',
    // Reviews (issue 27).
    customerReviewRequest:
      'मेहंदी मार्केट: {name}, तुमची {variety} मेहंदी कशी रंगली? माझी बुकिंग पानावर रेटिंग व फोटो द्या: {link}',
    // Reminders (issue 25)
    customerReminderTomorrow: 'मेहंदी मार्केट आठवण: तुमची {variety} मेहंदी उद्या {day} ({slot}). कलाकार: {artist}',
    customerReminderToday:
      'मेहंदी मार्केट आठवण: तुमची {variety} मेहंदी आज {day} ({slot}). कलाकार {artist}, कोड {code}. माझी बुकिंग: {link}',
    artistReminderTomorrow:
      'मेहंदी मार्केट आठवण: {variety} काम उद्या {day} ({slot}), {contact}, {venue}, पिन {pincode}',
    artistReminderToday:
      'मेहंदी मार्केट आठवण: {variety} काम आज {day} ({slot}), {contact}, {venue}, पिन {pincode}',
    // The day of the visit (issue 25)
    customerOnMyWay: 'मेहंदी मार्केट: तुमच्या {variety} मेहंदीसाठी ({slot}) कलाकार {artist} निघाले आहेत',
    customerAdvanceDue:
      'मेहंदी मार्केट: तारीख राखण्यासाठी माझी बुकिंग पानावर UPI ने {amount} आगाऊ भरा, संदर्भ {reference}. {hours} तास आधी रद्द केल्यास पूर्ण परत. भरा: {link}',
    customerAdvanceReceived:
      'मेहंदी मार्केट: {name}, तुमची {amount} आगाऊ रक्कम मिळाली, संदर्भ {reference}. पावती माझी बुकिंग पानावर आहे',
    customerCancelledNoReason: 'मेहंदी मार्केट: तुमची {dates} ची {variety} बुकिंग रद्द झाली.',
    customerRefundPaid:
      'मेहंदी मार्केट: {name}, तुमची {amount} आगाऊ रक्कम UPI ने परत पाठवली, संदर्भ {reference}, UTR {utr}',
    artistOffer:
      'मेहंदी मार्केट काम: {variety}, {dates} ({slot}), {venue} {pincode}, {guests} पाहुणे, {amount}. {time} पर्यंत होय/नाही: {link}',
    ownerNeedsArtist:
      'मेहंदी मार्केट: {reference} ({variety}, {dates}, {slot}) साठी कलाकार मिळाला नाही. कृपया नेमा',
    artistTeamJob: 'मेहंदी मार्केट टीम: {dates}, {slot}, {size} कलाकार. प्रमुख {artist}, {contact}',
    customerTeamShort:
      'मेहंदी मार्केट: {dates} साठी {size} पैकी {confirmed} कलाकार निश्चित. माझी बुकिंग मध्ये निवडा: {link}',
  },
  kn: {
    customerReceived:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {dates} ರ ನಿಮ್ಮ {variety} ಮೆಹಂದಿ ವಿನಂತಿ ಬಂದಿದೆ ({reference}). ಕಲಾವಿದರು ಖಚಿತವಾದಾಗ ತಿಳಿಸುವೆವು',
    customerConfirmed: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {variety} ಮೆಹಂದಿ {dates} ({slot}) ಖಚಿತ. ಕಲಾವಿದರು: {artist}',
    customerReassigned: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {variety} ಮೆಹಂದಿ {dates} ({slot}) ಈಗ {artist} ಹಾಕುವರು',
    customerCancelled: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {dates} ರ ನಿಮ್ಮ {variety} ಬುಕಿಂಗ್ ರದ್ದು: {reason}',
    customerFindingArtist: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: ನಿಮ್ಮ {dates} ({slot}) ರ {variety} ಮೆಹಂದಿಗೆ ಹೊಸ ಕಲಾವಿದರ ಹುಡುಕಾಟ ನಡೆದಿದೆ',
    customerOffered:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {dates} ({slot}) {variety} ಮೆಹಂದಿಗೆ ಸ್ಥಳ ಸಿಕ್ಕಿದೆ. {time} ರೊಳಗೆ ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ಖಚಿತಪಡಿಸಿ: {link}',
    artistJob: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಕೆಲಸ: {variety}, {dates}, {slot}. {name}, {contact}.',
    artistJobAtVenue: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {variety}, {dates}, {slot}. {contact}, {venue} {pincode}',
    artistJobCancelled: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name} ಅವರ {dates} ರ {variety} ಕೆಲಸ ರದ್ದಾಗಿದೆ.',
    artistApproved: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name}, ನಿಮ್ಮ ಕಲಾವಿದರ ಅರ್ಜಿ ಅನುಮೋದನೆಯಾಗಿದೆ. ಕೆಲಸ ಬಂದಾಗ ತಿಳಿಸುವೆವು',
    artistApprovedWithNote: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name}, ನಿಮ್ಮ ಕಲಾವಿದರ ಅರ್ಜಿ ಅನುಮೋದನೆಯಾಗಿದೆ. ಸೂಚನೆ: {note}',
    artistNotApproved: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name}, ನಿಮ್ಮ ಕಲಾವಿದರ ಅರ್ಜಿ ಅನುಮೋದನೆಯಾಗಿಲ್ಲ: {note}',
    ownerNewBooking: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: ಹೊಸ ಬುಕಿಂಗ್ {reference}: {name}, {variety}, {dates}, {slot}',
    ownerArtistApplication: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: ಕಲಾವಿದರ ಅರ್ಜಿ - {name}, ಉಲ್ಲೇಖ {reference}',
    artistJobMoved: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name} ಅವರ {variety} ಕೆಲಸ {dates} ({slot}) ಕ್ಕೆ ಬದಲಾಗಿದೆ',
    // Reviews (issue 27).
    customerReviewRequest:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name}, ನಿಮ್ಮ {variety} ಮೆಹಂದಿ ಹೇಗಿದೆ? ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ರೇಟಿಂಗ್ ಮತ್ತು ಫೋಟೋ ನೀಡಿ: {link}',
    // Reminders (issue 25)
    customerReminderTomorrow: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಜ್ಞಾಪನೆ: ನಿಮ್ಮ {variety} ಮೆಹಂದಿ ನಾಳೆ {day} ({slot}). ಕಲಾವಿದರು: {artist}',
    customerReminderToday:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಜ್ಞಾಪನೆ: {variety} ಮೆಹಂದಿ ಇಂದು {day} ({slot}). ಕಲಾವಿದರು {artist}, ಕೋಡ್ {code}. ನನ್ನ ಬುಕಿಂಗ್‌ಗಳು: {link}',
    artistReminderTomorrow: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಜ್ಞಾಪನೆ: {variety} ನಾಳೆ {day} ({slot}), {contact}, {venue} {pincode}',
    artistReminderToday: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಜ್ಞಾಪನೆ: {variety} ಇಂದು {day} ({slot}), {contact}, {venue} {pincode}',
    // The day of the visit (issue 25)
    customerOnMyWay: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: ನಿಮ್ಮ {variety} ಮೆಹಂದಿಗೆ ({slot}) ಕಲಾವಿದರು {artist} ಹೊರಟಿದ್ದಾರೆ',
    customerAdvanceDue:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: ದಿನಾಂಕಕ್ಕಾಗಿ ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ UPI ಮೂಲಕ {amount} ಮುಂಗಡ ನೀಡಿ ({reference}). {hours} ಗಂಟೆ ಮೊದಲು ರದ್ದಾದರೆ ಪೂರ್ಣ ಮರುಪಾವತಿ. ಇಲ್ಲಿ ನೀಡಿ: {link}',
    customerAdvanceReceived:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name}, ನಿಮ್ಮ {amount} ಮುಂಗಡ ಬಂದಿದೆ ({reference}). ರಸೀದಿ ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ಇದೆ',
    customerCancelledNoReason: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {dates} ರ ನಿಮ್ಮ {variety} ಬುಕಿಂಗ್ ರದ್ದಾಗಿದೆ.',
    customerRefundPaid:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {name}, ನಿಮ್ಮ {amount} ಮುಂಗಡವನ್ನು UPI ಮೂಲಕ ಹಿಂತಿರುಗಿಸಲಾಗಿದೆ ({reference}), UTR {utr}',
    artistOffer:
      'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಕೆಲಸ: {variety}, {dates} ({slot}), {venue} {pincode}, {guests} ಅತಿಥಿಗಳು, {amount}. {time} ಒಳಗೆ ಹೌದು/ಇಲ್ಲ: {link}',
    ownerNeedsArtist: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {reference} ({variety}, {dates}, {slot}) ಗೆ ಕಲಾವಿದರು ಸಿಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ನೇಮಿಸಿ',
    artistTeamJob: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ತಂಡ: {dates}, {slot}, {size} ಕಲಾವಿದರು. ಮುಖ್ಯಸ್ಥ {artist}, {contact}',
    customerTeamShort: 'ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್: {dates} ಗೆ {size} ರಲ್ಲಿ {confirmed} ಕಲಾವಿದರು ಖಚಿತ. ನನ್ನ ಬುಕಿಂಗ್‌ಗಳಲ್ಲಿ ಆರಿಸಿ: {link}',
  },
  hi: {
    customerReceived:
      'मेहंदी मार्केट: आपकी {dates} की {variety} मेहंदी का अनुरोध मिला, संदर्भ {reference}। कलाकार पक्का होने पर बताएंगे',
    customerConfirmed: 'मेहंदी मार्केट: आपकी {variety} मेहंदी {dates} ({slot}) पक्की। कलाकार: {artist}',
    customerReassigned: 'मेहंदी मार्केट: आपकी {variety} मेहंदी {dates} ({slot}) अब {artist} लगाएंगे',
    customerCancelled: 'मेहंदी मार्केट: आपकी {dates} की {variety} बुकिंग रद्द: {reason}',
    customerFindingArtist: 'मेहंदी मार्केट: आपकी {dates} ({slot}) की {variety} मेहंदी के लिए नया कलाकार ढूंढ रहे हैं',
    customerOffered:
      'मेहंदी मार्केट: {dates} ({slot}) की {variety} मेहंदी के लिए जगह खाली हुई है। {time} तक मेरी बुकिंग में पक्का करें: {link}',
    artistJob: 'मेहंदी मार्केट काम: {variety}, {dates}, {slot}। ग्राहक {name}, {contact}।',
    artistJobAtVenue: 'मेहंदी मार्केट काम: {variety}, {dates}, {slot}। {contact}, {venue} {pincode}',
    artistJobCancelled: 'मेहंदी मार्केट: {name} का {dates} का {variety} काम रद्द हो गया है।',
    artistApproved: 'मेहंदी मार्केट: {name}, आपका कलाकार आवेदन स्वीकार हो गया है। काम मिलने पर बताएंगे',
    artistApprovedWithNote: 'मेहंदी मार्केट: {name}, आपका कलाकार आवेदन स्वीकार हो गया है। टिप्पणी: {note}',
    artistNotApproved: 'मेहंदी मार्केट: {name}, आपका कलाकार आवेदन स्वीकार नहीं हुआ: {note}',
    ownerNewBooking: 'मेहंदी मार्केट: नई बुकिंग - {name}, {variety}, {dates} ({slot}), संदर्भ {reference}',
    ownerArtistApplication: 'मेहंदी मार्केट: कलाकार आवेदन - {name}, संदर्भ {reference}',
    artistJobMoved: 'मेहंदी मार्केट: {name} का {variety} काम अब {dates} ({slot}) को है।',
    // Reviews (issue 27)।
    customerReviewRequest:
      'मेहंदी मार्केट: {name}, आपकी {variety} मेहंदी कैसी रची? मेरी बुकिंग में रेटिंग और रंग की फ़ोटो दें: {link}',
    // Reminders (issue 25)
    customerReminderTomorrow: 'मेहंदी मार्केट याद: आपकी {variety} मेहंदी कल {day} ({slot}) है। कलाकार: {artist}',
    customerReminderToday:
      'मेहंदी मार्केट याद: आपकी {variety} मेहंदी आज {day} ({slot}) है। कलाकार {artist}, कोड {code}। मेरी बुकिंग: {link}',
    artistReminderTomorrow:
      'मेहंदी मार्केट याद: {variety} काम कल {day} ({slot})। ग्राहक {contact}। जगह: {venue}, पिन {pincode}',
    artistReminderToday:
      'मेहंदी मार्केट याद: {variety} काम आज {day} ({slot})। ग्राहक {contact}। जगह: {venue}, पिन {pincode}',
    // The day of the visit (issue 25)
    customerOnMyWay: 'मेहंदी मार्केट: आपकी {variety} मेहंदी ({slot}) के लिए कलाकार {artist} निकल चुके हैं',
    customerAdvanceDue:
      'मेहंदी मार्केट: अपनी तारीख पक्की रखने के लिए मेरी बुकिंग में UPI से {amount} एडवांस दें, संदर्भ {reference}। {hours} घंटे पहले तक रद्द करने पर पूरा पैसा वापस। यहाँ दें: {link}',
    customerAdvanceReceived:
      'मेहंदी मार्केट: {name}, आपका {amount} एडवांस मिल गया, संदर्भ {reference}। रसीद मेरी बुकिंग में है',
    customerCancelledNoReason: 'मेहंदी मार्केट: आपकी {dates} की {variety} बुकिंग रद्द हो गई है।',
    customerRefundPaid:
      'मेहंदी मार्केट: {name}, आपका {amount} एडवांस UPI से वापस भेजा गया, संदर्भ {reference}, UTR {utr}।',
    artistOffer:
      'मेहंदी मार्केट काम: {variety}, {dates} ({slot}), {venue} {pincode}, {guests} मेहमान, {amount}। {time} तक हाँ/ना: {link}',
    ownerNeedsArtist: 'मेहंदी मार्केट: {reference} ({variety}, {dates}, {slot}) के लिए कलाकार नहीं मिला। कृपया चुनें',
    artistTeamJob: 'मेहंदी मार्केट टीम: {dates}, {slot}, {size} कलाकार। मुखिया {artist}, {contact}',
    customerTeamShort: 'मेहंदी मार्केट: {dates} के लिए {size} में से {confirmed} कलाकार पक्के। मेरी बुकिंग में चुनें: {link}',
  },
};

// Short slot and variety names: the catalogue's long English texts would use up a placeholder.
const SMS_SLOTS: Readonly<Record<Language, Readonly<Record<TimeSlot, string>>>> = {
  en: {
    'Morning to Afternoon (11:00 AM to 4:00 PM)': '11 AM-4 PM',
    'Afternoon to Evening (4:00 PM to 9:00 PM)': '4 PM-9 PM',
    'Late Evening (9:00 PM onwards)': '9 PM onwards',
    'Any Time From Morning Till Night': 'any time',
  },
  mr: {
    'Morning to Afternoon (11:00 AM to 4:00 PM)': 'सकाळी 11-दुपारी 4',
    'Afternoon to Evening (4:00 PM to 9:00 PM)': 'दुपारी 4-रात्री 9',
    'Late Evening (9:00 PM onwards)': 'रात्री 9 नंतर',
    'Any Time From Morning Till Night': 'दिवसभर कधीही',
  },
  kn: {
    'Morning to Afternoon (11:00 AM to 4:00 PM)': 'ಬೆಳಿಗ್ಗೆ 11-ಸಂಜೆ 4',
    'Afternoon to Evening (4:00 PM to 9:00 PM)': 'ಸಂಜೆ 4-ರಾತ್ರಿ 9',
    'Late Evening (9:00 PM onwards)': 'ರಾತ್ರಿ 9 ನಂತರ',
    'Any Time From Morning Till Night': 'ದಿನದ ಯಾವಾಗಲಾದರೂ',
  },
  hi: {
    'Morning to Afternoon (11:00 AM to 4:00 PM)': 'सुबह 11-शाम 4',
    'Afternoon to Evening (4:00 PM to 9:00 PM)': 'शाम 4-रात 9',
    'Late Evening (9:00 PM onwards)': 'रात 9 के बाद',
    'Any Time From Morning Till Night': 'दिनभर कभी भी',
  },
};

const SMS_VARIETIES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {},
  mr: {
    Bridal: 'वधू',
    'Bridal (Engagement)': 'साखरपुडा',
    Munj: 'मुंज',
    'Baby Shower': 'डोहाळे जेवण',
    Karwachauth: 'करवा चौथ',
  },
  kn: {
    Bridal: 'ವಧು',
    'Bridal (Engagement)': 'ನಿಶ್ಚಿತಾರ್ಥ',
    Munj: 'ಮುಂಜಿ',
    'Baby Shower': 'ಸೀಮಂತ',
    Karwachauth: 'ಕರ್ವಾ ಚೌತ್',
  },
  hi: {
    Bridal: 'ब्राइडल',
    'Bridal (Engagement)': 'सगाई',
    Munj: 'मुंज',
    'Baby Shower': 'गोद भराई',
    Karwachauth: 'करवा चौथ',
  },
};

/**
 * An amount or range of rupees as every text writes it, in every language: 'Rs 3,820-5,320'. One form for
 * all texts (the glossary, docs/rules-and-messages.md#one-name-per-thing): 'Rs' keeps an English text in the
 * GSM alphabet (₹ and the en dash would make it Unicode, 70 characters a part instead of 160) and is how
 * Indian texts in every script write rupees; the pages write ₹.
 */
export function smsAmount(range: { min: number; max: number }): string {
  const figures =
    range.min === range.max
      ? groupInLakhs(range.min)
      : `${groupInLakhs(range.min)}-${groupInLakhs(range.max)}`;
  return `Rs ${figures}`;
}

// A link with a scheme or www., or a bare domain name with any path ('evil-pay.in/upi', 'pay@upi.co'):
// a dotted name ending in letters. Abbreviations with a space after the dot ('Opp. Mall') stay. Reviews
// match it on their normalised text too (review-text.ts).
export const LINK_PATTERN =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|(?:\S+@)?(?:[\p{L}\p{M}\p{N}_-]+\.)+\p{L}[\p{L}\p{M}]{1,23}(?![\p{L}\p{M}\p{N}_-])(?:[/:?#]\S*)?/giu;

/** `value` with every link and domain name cut out (a DLT template's variable may carry neither). */
export function withoutLinks(value: string): string {
  return value.replace(LINK_PATTERN, '');
}

/**
 * A placeholder's value: links removed (texts carry no URL), cut to SMS_PLACEHOLDER_MAX with '…', or with
 * '...' when the value is in the GSM alphabet, so a cut English address keeps its text at 160 a part.
 */
export function smsPlaceholder(value: string): string {
  const clean = withoutLinks(value).replace(/\s+/gu, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= SMS_PLACEHOLDER_MAX) return clean;
  const mark = isGsm(chars) ? '...' : '…';
  // A cut ends on a word or figure, not on a comma or space before the mark.
  const kept = chars
    .slice(0, SMS_PLACEHOLDER_MAX - mark.length)
    .join('')
    .replace(/[\s,;:.-]+$/u, '');
  return `${kept}${mark}`;
}

export function smsSlot(slot: string, language: Language): string {
  return (SMS_SLOTS[language] as Readonly<Record<string, string>>)[slot] ?? slot;
}

export function smsVariety(variety: string, language: Language): string {
  return SMS_VARIETIES[language][variety] ?? variety;
}

/** The text of `key` in `language` (any stored tag; English when unknown) with its placeholders filled. */
export function renderSms(key: SmsTemplateKey, languageTag: string | null, values: SmsValues): string {
  const template = SMS_TEMPLATES[normaliseLanguage(languageTag)][key];
  return template.replace(/\{(\w+)\}/gu, (_, name: string) => placeholderValue(name, values));
}

/** The value written for placeholder `name`: a link as made (SmsValues.link), anything else cut and cleaned. */
function placeholderValue(name: string, values: SmsValues): string {
  const value = values[name as keyof SmsValues] ?? '';
  return name === 'link' ? value.slice(0, SMS_LINK_MAX) : smsPlaceholder(value);
}

/**
 * The phone login's code text (the server's otp-sms-text.ts, sent at once, not through the outbox): a
 * template of its own for the gateways (docs/messaging.md), with these variables.
 */
export const PHONE_CODE_TEMPLATE = 'phoneCode';
export const PHONE_CODE_PLACEHOLDERS = ['code', 'minutes'] as const;

/** Every template a gateway must know (an ID each for MSG91, a name each for WhatsApp): the code's and each text's. */
export const SENDABLE_TEMPLATE_KEYS = [PHONE_CODE_TEMPLATE, ...SMS_TEMPLATE_KEYS] as const;
export type SendableTemplateKey = (typeof SENDABLE_TEMPLATE_KEYS)[number];

/** 'customerReceived' as its settings write it, 'CUSTOMER_RECEIVED' (MSG91_TEMPLATE_…, WHATSAPP_TEMPLATE_…). */
export function templateSettingSuffix(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/gu, '$1_$2').toUpperCase();
}

/** The placeholders of `key` in the language's text, in the order the text first names them. */
export function smsPlaceholderNames(key: SendableTemplateKey, languageTag: string | null): string[] {
  if (key === PHONE_CODE_TEMPLATE) return [...PHONE_CODE_PLACEHOLDERS];
  const template = SMS_TEMPLATES[normaliseLanguage(languageTag)][key];
  return [...new Set(Array.from(template.matchAll(/\{(\w+)\}/gu), (match) => match[1]!))];
}

/**
 * The placeholders' values exactly as renderSms writes them into the text, by name: what a gateway that
 * fills a registered template (MSG91, WhatsApp) is given instead of the text.
 */
export function smsVariables(
  key: SmsTemplateKey,
  languageTag: string | null,
  values: SmsValues,
): Record<string, string> {
  return Object.fromEntries(
    smsPlaceholderNames(key, languageTag).map((name) => [name, placeholderValue(name, values)]),
  );
}

// GSM 03.38 basic set: a text of only these characters is sent 160 per part, anything else 70 (UCS-2).
const GSM_7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

function isGsm(chars: readonly string[]): boolean {
  return chars.every((char) => GSM_7.includes(char));
}

/** Whether `text` is sent in the GSM alphabet (160 a part) rather than Unicode (70). */
export function isGsmText(text: string): boolean {
  return isGsm(Array.from(text));
}

/** How many SMS parts `text` takes (concatenated parts carry a header: 153 or 67 characters each). */
export function smsParts(text: string): number {
  const chars = Array.from(text);
  const [single, multi] = isGsm(chars) ? [160, 153] : [70, 67];
  return chars.length <= single ? 1 : Math.ceil(chars.length / multi);
}
