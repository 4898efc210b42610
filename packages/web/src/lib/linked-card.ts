// A text's link to My bookings names the booking's card ('/my-bookings#9018DC85', myBookingLink in
// packages/shared), as a push's page names a job or offer in My work ('/my-work#9018DC85'): the page
// scrolls to that card once the list is shown, also after the phone login the link may have to go through
// first (the hash is kept across it).
import { useEffect } from 'react';

const KEPT_HASH = 'mm-linked-card';

/** Keeps the address's #card across the phone login (own-page-session.ts calls it before leaving). */
export function keepLinkedCard(): void {
  if (window.location.hash.length > 1) sessionStorage.setItem(KEPT_HASH, window.location.hash.slice(1));
}

/** Once `ready`, scrolls to and focuses the card the address (or the kept address) names. */
export function useLinkedCard(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1)) || sessionStorage.getItem(KEPT_HASH);
    sessionStorage.removeItem(KEPT_HASH);
    if (!id) return;
    const card = document.getElementById(id);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [ready]);
}
