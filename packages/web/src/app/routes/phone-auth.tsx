import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useTranslation } from '../../i18n';
import { isOneOf, MESSAGES, PHONE_ROLES, type PhoneRole } from '@mehendi/shared';
import { paths } from '../../config/paths';
import { PublicPage } from '../public-page';
import { useToast } from '../../ui/toast';
import { PhoneAuthCard } from '../../features/phone-auth/components/phone-auth-card';
import type { PhoneAuthFlow } from '../../features/phone-auth/phone-auth-flow';
import { hasStoredBooking, submitStoredBooking } from '../../features/booking/submit-booking';
import { hasStoredApplication, submitStoredApplication } from '../../features/artist/submit-application';
import { readBookingDraft } from '../../features/booking/booking-draft';
import { readArtistDraft } from '../../features/artist/artist-draft-store';
import { NoBookingNotice } from '../../features/booking/components/no-booking-notice';
import { useAfterHydration } from '../../lib/use-after-hydration';

const OWN_PAGE_OF: Record<PhoneRole, string> = { customer: paths.myBookings, artist: paths.myWork };

const FORM_OF: Record<PhoneRole, string> = {
  customer: paths.customerDashboard,
  artist: paths.artistDashboard,
};

/**
 * Phone login for the role in ?role= (docs/pages.md); what happens after verification is the role's flow
 * (docs/product.md#flows).
 */
export function Component() {
  const { t } = useTranslation('public');
  const [, navigate] = useLocation();
  const toast = useToast();
  const [params] = useSearchParams();
  const roleParam = params.get('role') ?? '';
  const role = isOneOf(PHONE_ROLES, roleParam) ? roleParam : null;
  // ?then=own: the login was asked for by My bookings or My work, which it opens again (docs/pages.md).
  const toOwnPage = params.get('then') === 'own';
  // Read once, as the page opens: saving the booking clears it, and the page must not turn into the notice
  // then. The prerender cannot know the browser's storage: it carries both the number form and the notice,
  // and its inline check (NO_BOOKING_CHECK in @mehendi/shared) shows one of them before the first paint
  // (html[data-no-booking]). Once hydrated, the page renders the one it decided on, keeping its nodes, so
  // nothing is painted anew (docs/speed.md#main-thread).
  const [hadBooking] = useState(hasStoredBooking);
  const hydrated = useAfterHydration();
  const customerLogin = role === 'customer' && !toOwnPage;
  // The takeover renders what the customer page was prerendered with (both), ?then=own included.
  const decided = hydrated || role !== 'customer';
  const showNotice = decided ? customerLogin && !hadBooking : true;
  const showForm = decided ? !customerLogin || hadBooking : true;
  // The mark has done its work; a later login in this tab (a navigation) must not be hidden by it.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute('data-no-booking');
  }, [hydrated]);

  const flow = useMemo<PhoneAuthFlow | null>(() => {
    if (role && toOwnPage) {
      return {
        role,
        failureKey: 'somethingWentWrong',
        precheck: () => Promise.resolve(null),
        async complete() {
          navigate(OWN_PAGE_OF[role], { replace: true });
          return null;
        },
      };
    }
    switch (role) {
      case 'customer':
        return {
          role,
          failureKey: 'bookingFailed',
          precheck: () => Promise.resolve(hasStoredBooking() ? null : MESSAGES.noBookingDetails),
          knownNumber: () => Promise.resolve(readBookingDraft()?.contactNumber ?? null),
          async complete(session) {
            const result = await submitStoredBooking(session);
            // A date without a place: back to the form, which says so at its dates.
            if (!result.ok && result.dateFull) {
              navigate(paths.customerDashboard, { replace: true });
              return null;
            }
            if (!result.ok) return result.message;
            // On the waiting list: My bookings shows its place in line.
            if (result.waitlisted) {
              toast.success(t('booking.waitlistJoined'), { acrossNavigation: true });
              navigate(paths.myBookings, { replace: true });
              return null;
            }
            // The thank-you page itself says the booking is confirmed; no toast repeats it.
            navigate(paths.customerThankYou, {
              replace: true,
              state: { name: result.fullName, summary: result.summary },
            });
            return null;
          },
        };
      case 'artist':
        return {
          role,
          failureKey: 'artistFailed',
          precheck: async () => ((await hasStoredApplication()) ? null : MESSAGES.artistFailed),
          knownNumber: async () => (await readArtistDraft())?.whatsappNumber ?? null,
          async complete(session) {
            const message = await submitStoredApplication(session);
            if (message) return message;
            toast.success(t('messages.artistSaved', { ns: 'common' }), { acrossNavigation: true });
            navigate(paths.artistThankYou, { replace: true });
            return null;
          },
        };
      case null:
        return null;
    }
  }, [role, toOwnPage, navigate, toast, t]);

  const roleName = role ? t(`roles.${role}`, { ns: 'common' }) : '';
  const title = t(role ? 'phoneAuth.title' : 'phoneAuth.titleNoRole', { role: roleName });
  return (
    <PublicPage title={title}>
      <header className="page-heading page-heading--center">
        <h1>{title}</h1>
        {showForm && <p className={decided ? undefined : 'with-booking'}>{t('phoneAuth.intro')}</p>}
      </header>
      {showForm && (
        <div className={decided ? undefined : 'with-booking'}>
          <PhoneAuthCard
            role={roleParam}
            flow={flow}
            onBack={() => navigate(role && !toOwnPage ? FORM_OF[role] : paths.home)}
          />
        </div>
      )}
      {showNotice && (
        <div className={decided ? undefined : 'without-booking'}>
          <NoBookingNotice />
        </div>
      )}
    </PublicPage>
  );
}
