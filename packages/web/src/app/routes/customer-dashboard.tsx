import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { loadPhoneAuth, usePreloadOnFirstInput } from '../preload';
import { BookingForm } from '../../features/booking/components/booking-form';
import { EMPTY_DRAFT, readFullDate, readKeptDraft } from '../../features/booking/booking-draft';

/** The open booking form; what was typed before (a reload, Back on phone login) is restored. */
export function Component() {
  const { t } = useTranslation('public');
  usePreloadOnFirstInput(loadPhoneAuth);
  // The empty form paints at once (it is prerendered and hydrated as it is); what was kept in this browser
  // then starts the form again from it, so the page and React never disagree about a field. Without a kept
  // draft the form stays as it is, with whatever was typed while the page was being taken over.
  // Read once: the form keeps its typing as a draft, which must not start it again.
  const [keptDraft] = useState(readKeptDraft);
  // A date the server found full after phone login (docs/bookings.md#places-and-availability).
  const [fullDate] = useState(readFullDate);
  // Started again in a transition, after the takeover: rebuilding the whole form (and its design grid)
  // at once was one 400–500 ms task on a phone (docs/speed.md#main-thread); a transition renders it in
  // slices between which taps are handled.
  const [kept, setKept] = useState<typeof keptDraft>(null);
  useEffect(() => {
    if (keptDraft) startTransition(() => setKept(keptDraft));
  }, [keptDraft]);
  return (
    <PublicPage title={t('booking.title')}>
      <header className="page-heading">
        <h1>{t('booking.title')}</h1>
        <p>{t('booking.intro')}</p>
      </header>
      <BookingForm
        key={kept ? 'kept' : 'prerendered'}
        initial={kept ?? EMPTY_DRAFT}
        fullDate={kept ? fullDate : null}
      />
    </PublicPage>
  );
}
