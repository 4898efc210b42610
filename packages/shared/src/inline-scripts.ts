/**
 * The scripts the prerendered pages carry inline. The first, the customer phone login's (the customer phone login's): before the first paint it
 * marks `<html data-no-booking>` when this browser keeps no confirmed booking, so the page paints the
 * "No booking details found." notice at once instead of swapping the number form for it once the app has
 * taken over (that late text was the page's Largest Contentful Paint; docs/speed.md#main-thread). The
 * server allows exactly this text by its hash in the Content-Security-Policy (docs/security.md); any change
 * here changes the hash with it (INLINE_SCRIPTS lists them all). `then=own` (asked for by My bookings) always shows the number form.
 */
// As hasStoredBooking() decides it (a JSON object under `bookingDetails`); storage that cannot be read keeps no booking.
export const NO_BOOKING_CHECK =
  "(function(){var q=new URLSearchParams(location.search),d=null;try{d=JSON.parse(localStorage.getItem('bookingDetails'))}catch(e){}" +
  "if(q.get('role')==='customer'&&q.get('then')!=='own'&&!(d&&typeof d==='object'))document.documentElement.setAttribute('data-no-booking','')})()";

/**
 * On every prerendered page, before the app's code has arrived: a form sent (its button tapped, Enter in a
 * field) is held instead of sent the browser's own way (its fields, a phone number among them, in the
 * address), and handed to the app, which performs it once it has the page (packages/web/src/app/early-input.ts
 * reads `mmHeldSubmits`, stops this and takes the held forms over; docs/pages.md).
 */
export const EARLY_SUBMIT_HOLD =
  '(function(){var h=[];function f(e){e.preventDefault();e.stopPropagation();h.push(e.submitter||e.target)}' +
  "document.addEventListener('submit',f,true);window.mmHeldSubmits={held:h,stop:function(){document.removeEventListener('submit',f,true)}}})()";

/** Every inline script a page may carry: the server allows each by its hash and no other. */
export const INLINE_SCRIPTS = [NO_BOOKING_CHECK, EARLY_SUBMIT_HOLD] as const;
