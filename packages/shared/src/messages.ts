import { formatDay } from './dates/date-format';
// Every user-facing English sentence, word for word (docs/rules-and-messages.md#messages). Translations are
// keyed by these names, and servers answer with these texts, so a browser can map an answer back to its key.

export const MESSAGES = {
  // Customer booking form (docs/rules-and-messages.md#validation).
  invalidFullName: 'Please enter a valid full name (letters only).',
  invalidContactNumber: 'Please enter a valid 10-digit contact number.',
  atLeastOneDate: 'Please enter at least one date.',
  selectTimeRange: 'Please select a time range.',
  selectVariety: 'Please select a mehendi variety.',
  selectPriceRange: 'Please select a price range.',
  selectSidersType: 'Please select a Siders type.',
  atLeastOneSidersDesign: 'Please select at least one Siders design.',
  atLeastOneDesign: 'Please select at least one design.',
  confirmBooking: 'Are you sure you want to confirm the booking?',
  designSelectionUpdated: 'Design selection updated!',
  sidersSelectionUpdated: 'Siders design selection updated!',

  // Artist registration form (docs/rules-and-messages.md#validation).
  artistFullName: 'Full Name should only contain alphabets.',
  invalidWhatsapp: 'WhatsApp Number must start with 6-9 and be 10 digits.',
  invalidPincode: 'Pincode must be exactly 6 digits.',
  selectAvailableTime: 'Please select an available time.',
  atLeastOneVariety: 'Please select at least one mehendi variety.',
  fixValidationErrors: 'Please fix validation errors before submitting.',
  confirmArtistSubmit: 'Are you sure you want to submit your details?',

  // Phone login (docs/rules-and-messages.md#validation).
  invalidPhone: 'Please enter a valid phone number.',
  invalidOtp: 'Invalid OTP. Please try again.',
  noBookingDetails: 'No booking details found.',
  captchaFailed: 'reCAPTCHA verification failed. Please try again.',
  captchaExpired: 'reCAPTCHA expired. Please refresh the page.',
  invalidPhoneFromProvider: 'Invalid phone number. Please enter a valid number.',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpSent: 'OTP sent successfully.',

  // Admin account. The original app's 'Password changed successfully!' menu toast is a defect we drop
  // (docs/decisions.md §2), so it has no entry here.
  loginFailed: 'Invalid email or password.',
  adminLoginSuccess: 'Admin Login Successful!',
  passwordUpdated: 'Password updated successfully!',
  passwordChangeFailed: 'Failed to change password.',
  confirmLogout: 'Are you sure you want to logout?',

  // Admin designs and uploads (docs/pages.md#admin-pages).
  uploadFieldsMissing: 'Please select a variety, price range, and an image.',
  sidersUploadFieldsMissing: 'Please select a Siders type and an image.',
  selectSidersTypeToView: 'Please select a Siders type to view designs.',
  uploadSuccess: 'Upload successful!',
  // A prefix: the server's error, or unknownError, follows it.
  uploadFailed: 'Upload failed: ',
  unknownError: 'Unknown error',
  noDesigns: 'No designs available for the selected variety and price range.',
  noSidersDesigns: 'No Siders designs available.',
  fetchDesignsFailed: 'Failed to fetch designs.',
  adminSidersLoadFailed: 'Failed to load Siders designs.',
  customerSidersFetchFailed: 'Failed to fetch Siders designs.',
  designDeleted: 'Image deleted successfully!',
  designDeleteFailed: 'Failed to delete the image.',
  sidersDeleted: 'Siders design deleted successfully!',
  sidersDeleteFailed: 'Failed to delete the Siders design.',

  // Admin lists (the lower-case first letters are the original app's).
  artistDeleted: 'artist deleted successfully!',
  artistDeleteFailed: 'Failed to delete artist.',
  customerDeleted: 'customer deleted successfully!',
  customerDeleteFailed: 'Failed to delete customer.',

  // Saving a booking or an application.
  bookingConfirmed: 'Booking confirmed and admin notified!',
  bookingFailed: 'Failed to confirm the booking. Please try again.',
  artistSaved: 'Artist details saved successfully!',
  artistFailed: 'Failed to submit artist details.',

  // Generic.
  somethingWentWrong: 'Something went wrong. Please try again.',
  pageNotFound: 'Page Not Found',
  crash: 'Something went wrong.',

  // Not in the original app: rules it left without a message, and answers a real server needs
  // (docs/decisions.md §13).
  addressRequired: 'Please enter your address.',
  jobTermRequired: 'Please select a job term.',
  invalidDate: 'Please enter a valid date.',
  pastDate: 'Dates cannot be in the past.',
  tooFarAhead: 'Please choose dates within the next 12 months.',
  invalidPassword: 'New password must be at least 8 characters.',
  invalidRole: 'Please choose whether you are signing in as a customer or an artist.',
  unknownVarietyOrPriceRange: 'Unknown variety or price range.',
  tooManyRequests: 'Too many attempts. Please wait and try again.',
  tooManyBookings: 'Too many bookings from this phone number today. Please call us to book more.',
  otpExpired: 'This code has expired. Please request a new one.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  designNotInCatalogue: 'A chosen design is no longer available. Please choose again.',
  imageUnsupported: 'Please upload a JPEG, PNG or WebP photo.',
  imageTooLarge: 'This photo is too large. Please choose a smaller file.',
  imageTooManyPixels: 'This photo has too many pixels. Please choose a smaller photo.',
  tooManyFiles: 'Too many files. Please choose fewer photos.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  loggedOut: 'You have been logged out.',

  // The booking's venue, guests and siders length (docs/rules-and-messages.md).
  invalidVenueAddress: 'Please enter the address of the visit (at least 10 characters).',
  invalidGuestCount: 'Please enter a number of guests from 0 to 300.',
  selectSidersLength: 'Please select an arm length.',
  // Running the work (docs/rules-and-messages.md).
  invalidReviewStatus: 'Please choose approve or reject.',
  rejectionNeedsNote: 'Please give a reason for the rejection.',
  artistReviewed: 'Artist review saved.',
  invalidBookingStatus: 'Please choose complete or cancel.',
  cancelNeedsReason: 'Please give a reason for the cancellation.',
  transitionNotAllowed: 'This booking cannot be changed that way in its current status.',
  artistNotApproved: 'Only approved artists can be given work.',
  artistBusy: 'This artist already has a confirmed booking at that time.',
  alreadyAssigned: 'This booking is already with that artist.',
  alreadyInTeam: 'This artist already has a seat in this team.',
  teamCannotMove: 'A team booking cannot be moved here. Please call us to change its date.',
  bookingStatusSaved: 'Booking updated.',
  // Size caps of the form fields (docs/rules-and-messages.md).
  nameTooLong: 'Please enter a name of at most 100 characters.',
  addressTooLong: 'Please enter an address of at most 500 characters.',
  tooManyDates: 'Please choose at most 10 dates.',

  // A customer's and an artist's own records (docs/rules-and-messages.md).
  bookingCancelled: 'Your booking is cancelled.',
  cancelTooLate: 'It is too late to cancel online. Please call us.',
  // The waiting list and rescheduling (docs/bookings.md#waiting-list).
  offerExpired: 'This offer has expired. Your booking is back on the waiting list.',
  // Offers to artists (docs/bookings.md#offers-to-artists).
  artistOfferExpired: 'This offer has expired, so the job was offered to another artist.',
  offerWentElsewhere: 'This job has gone to another artist.',
  offerAnswered: 'You have already answered this offer.',
  offerAcceptedByArtist: 'The job is yours. The customer has been told.',
  offerDeclinedByArtist: 'Thank you. We will offer the job to another artist.',
  offerAccepted: 'Your place is confirmed. We will text you when your artist is confirmed.',
  rescheduleTooLate: 'It is too late to change the date online. Please call us.',
  bookingRescheduled: 'Your booking has moved to the new date.',
  declineNeedsReason: 'Please say why you are handing this job back.',
  jobDeclined: 'The job is handed back.',
  jobCompleted: 'The job is marked as done.',
  completeTooEarly: 'A job can be marked as done on or after its last day.',
  // The day of the visit (docs/bookings.md#the-day-of-the-visit).
  startCodeFormat: 'Please enter the 4-digit start code.',
  startCodeWrong: 'That start code is not right. Please check it with the customer.',
  startCodeLocked: 'Too many wrong start codes. The team has been told and will call you.',
  // An advance by UPI (issue 28, docs/bookings.md#advances).
  utrFormat: 'The UTR is the 12-digit number your UPI app shows for the payment.',
  utrTaken: 'This UTR has already been entered for a payment.',
  advanceClaimed: 'Thank you. We will check your payment and text you.',
  advanceNotPayable: 'This advance cannot be paid or changed now.',
  advanceSaved: 'Advance updated.',
  refundNeedsUtr: "A refund needs the refund's 12-digit UTR.",
  notABookedDay: 'This can be done only on a booked day of the job.',
  jobStarted: 'The job has started.',
  onMyWaySent: 'The customer has been told you are on your way.',
  onMyWayAlreadySent: 'The customer was already told today that you are on your way.',
  activeBookingsFirst: 'Please cancel your waiting and confirmed bookings first.',
  dataDeleted: 'Your bookings and phone login records are deleted.',
  signedOut: 'You are signed out.',

  // When artists work, and the places it leaves (docs/bookings.md#places-and-availability).
  unknownSlot: 'Please choose time slots from the list.',
  dayOffOrder: 'A day off must end on or after the day it starts.',
  invalidMaxJobs: 'Please choose from 1 to 3 jobs a day.',
  invalidTeam: 'A team is from 1 to 20 artists.',
  invalidBrides: 'Please enter a number of brides from 0 to 3.',
  chooseSeat: 'Please choose which seat.',
  noTeamChoice: 'This booking has no choice to make.',
  chooseTeamChoice: 'Please choose to go ahead or to cancel.',
  invalidTeamMinutes: 'Please give minutes from 1 to 720.',
  tooManyDaysOff: 'Please keep at most 50 ranges of days off.',
  availabilitySaved: 'Your working days are saved.',
  invalidAvailabilityRange: 'Please ask for at most 62 days, the last on or after the first.',
  invalidMonth: 'Please choose a month as YYYY-MM.',
  artistNotFree:
    'This artist is not free on every date of this booking: a day off, not working that day or time, or no more jobs that day.',

  // Requests a form never sends: list filters typed into the address bar, and broken or hand-made
  // requests (docs/rules-and-messages.md). Every 400 answers with a message of this catalogue.
  invalidRequest: 'This request could not be read. Please reload the page and try again.',
  invalidListFilter: 'Please choose a valid filter.',
  invalidPage: 'Please choose a valid page.',
  invalidSearch: 'Please enter a search of at most 100 characters.',
  invalidNote: 'Please enter a note of at most 500 characters.',

  // Reviews (docs/rules-and-messages.md#reviews), issue 27.
  invalidStars: 'Please choose 1 to 5 stars.',
  invalidReviewText: 'Please write at most 500 characters.',
  tooManyReviewPhotos: 'Please add at most 3 photos.',
  reviewExists: 'You have already rated this booking.',
  reviewEditClosed: 'A review can be changed only within 7 days of posting it.',
  reviewLimit: 'Too many reviews from this number. Please try again in an hour.',
  reviewSaved: 'Thank you! Your review will appear once it is checked.',
  invalidModeration: 'Please choose publish or hide.',
  reviewModerated: 'Review updated.',
  // A booking's preferred artist (docs/bookings.md#a-preferred-artist).
  unknownPreferredArtist: 'This artist cannot be booked at the moment. Please book without choosing one.',
  invalidProfileSwitch: 'Please choose to show or hide the profile.',
  profileNotApproved: 'Only an approved artist can show a public profile.',
  profileShown: 'Your profile is public.',
  profileHidden: 'Your profile is hidden.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * The admin's Complete before the booking's first day (409): says from which day, '12 Dec 2026'. Not in
 * MESSAGES because it carries the day; the console does not offer Complete before that day.
 */
export function completeFromMessage(firstDay: string): string {
  return `A booking can be completed on or after its first booked day, ${messageDay(firstDay)}.`;
}

const UNKNOWN_WEEKDAY = /^Unknown weekday "(.*)"\. Please use mon, tue, wed, thu, fri, sat or sun\.$/su;

/**
 * A working week's 400 for a key that is not a weekday ('monday' for 'mon'), which would otherwise empty
 * that day unseen. Not in MESSAGES because it names the key (at most 40 characters of it).
 */
export function unknownWeekdayMessage(key: string): string {
  return `Unknown weekday "${Array.from(key).slice(0, 40).join('')}". Please use mon, tue, wed, thu, fri, sat or sun.`;
}

/** The key an unknown-weekday answer names, or undefined for any other text. */
export function unknownWeekdayOf(text: string): string | undefined {
  return UNKNOWN_WEEKDAY.exec(text)?.[1];
}

/** A calendar day ('YYYY-MM-DD') as the messages write it: '12 Dec 2026' (the shared formatter). */
export function messageDay(day: string): string {
  return formatDay(day, 'en');
}

const KEY_BY_MESSAGE: ReadonlyMap<string, MessageKey> = new Map(
  (Object.keys(MESSAGES) as MessageKey[]).map((key) => [MESSAGES[key], key]),
);

/** The key of an exact English message (e.g. a server's `error`), so the browser can show its translation. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_BY_MESSAGE.get(text);
}
