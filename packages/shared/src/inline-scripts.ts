/**
 * The one script the prerendered pages carry inline (the customer phone login's): before the first paint it
 * marks `<html data-no-booking>` when this browser keeps no confirmed booking, so the page paints the
 * "No booking details found." notice at once instead of swapping the number form for it once the app has
 * taken over (that late text was the page's Largest Contentful Paint; docs/speed.md#main-thread). The
 * server allows exactly this text by its hash in the Content-Security-Policy (docs/security.md); any change
 * here changes the hash with it. `then=own` (asked for by My bookings) always shows the number form.
 */
// As hasStoredBooking() decides it (a JSON object under `bookingDetails`); storage that cannot be read keeps no booking.
export const NO_BOOKING_CHECK =
  "(function(){var q=new URLSearchParams(location.search),d=null;try{d=JSON.parse(localStorage.getItem('bookingDetails'))}catch(e){}" +
  "if(q.get('role')==='customer'&&q.get('then')!=='own'&&!(d&&typeof d==='object'))document.documentElement.setAttribute('data-no-booking','')})()";
