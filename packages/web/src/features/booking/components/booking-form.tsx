import { useTranslation } from '../../../i18n';
import {
  artistsNeeded,
  BOOKING_VARIETIES,
  estimateBooking,
  formatPriceRange,
  formatRupeeRange,
  GUEST_RATE,
  isPriceRangeOf,
  noPlaceMessage,
  normaliseLanguage,
  priceRangesFor,
  teamShortMessage,
  type BookingVariety,
  formatDay,
} from '@mehendi/shared';
import { labelKeyOfStored, varietyLabelKey } from '../../../i18n/catalogue-labels';
import { estimateAmount } from '../../../lib/estimate-text';
import { useDraftForm } from '../../../lib/use-draft-form';
import { ChoiceGroup } from '../../../ui/choice-group';
import { AddressFields } from '../../../ui/address-fields';
import { FieldError, TextField } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { useEmptyRanges } from '../api/get-design-counts';
import { useDesigns } from '../api/get-designs';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { readPhoneSession } from '../../../lib/phone-session';
import { translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { paths } from '../../../config/paths';
import {
  saveConfirmedBooking,
  saveTypedBooking,
  saveWaitlistBooking,
  stillAsksFullDate,
  validateBooking,
  type BookingDraft,
  type FullDate,
} from '../booking-draft';
import { DateCalendarField } from '../../../ui/date-calendar-field';
import { DesignPicker } from './design-picker';
import { EstimateSummary } from './estimate-summary';
import { GuestCountField } from './guest-count-field';
import { BridesField } from './brides-field';
import { TeamSizeLine } from './team-size-line';
import { useTeamTimes } from '../api/get-team-times';
import { SidersSection } from './siders-section';
import { PreferredArtistNote } from './preferred-artist-note';
import { usePreferredArtist } from '../preferred-artist';
import '../booking.css';
import { FormSection } from '../../../ui/form-section';
import { SubmitButton } from '../../../ui/submit-button';
import { TimeSlotField } from '../../../ui/time-slot-field';

/**
 * The customer booking form (docs/pages.md, docs/rules-and-messages.md#validation): checked on confirm, then
 * kept locally for phone login. `fullDate`: a date the server found without a place after phone login,
 * shown at the dates until the customer chooses otherwise.
 */
export function BookingForm({
  initial,
  fullDate = null,
}: {
  initial: BookingDraft;
  fullDate?: FullDate | null;
}) {
  const { t, i18n } = useTranslation('public');
  // Chosen dates the calendar finds full for the slot and variety, and those the customer chose to wait
  // for ("Join the waiting list for {date}"): the others are refused as the server would refuse them.
  const [fullChosen, setFullChosen] = useState<string[]>([]);
  // Of those, the days with some artists free but too few for the team (issue 47): how many are free.
  const [teamShort, setTeamShort] = useState<Readonly<Record<string, number>>>({});
  // The team the function needs (issue 47), sized with the owner's times once they arrive.
  const times = useTeamTimes();
  const needed = (draft: BookingDraft) => artistsNeeded(draft, times);
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  const waitsFor = (draft: BookingDraft) =>
    fullChosen.some((day) => waiting.has(day) && draft.selectedDates.includes(day));
  // A profile's "Book with …": the calendar marks the days she is free, and the confirm dialog names her.
  const preferredArtist = usePreferredArtist();
  const {
    draft,
    update,
    messageOf: tr,
    formProps,
    confirmDialog,
  } = useDraftForm({
    initial,
    validate(draft) {
      const errors = validateBooking(draft, new Date(), fullDate, needed(draft));
      const refused = fullChosen.find((day) => !waiting.has(day) && draft.selectedDates.includes(day));
      const free = refused && teamShort[refused];
      if (!errors.selectedDates && !errors.selectedTime && refused)
        errors.selectedDates = free
          ? teamShortMessage(refused, draft.selectedTime, free, needed(draft))
          : noPlaceMessage(refused, draft.selectedTime);
      return errors;
    },
    showMessages: 'after-submit',
    showAtStart: fullDate ? ['selectedDates'] : [],
    keepTyped: saveTypedBooking,
    // What is being confirmed, and buttons that say what they do (a full date: its waiting list).
    question(draft) {
      const estimate = estimateBooking(draft);
      const day = (value: string) => formatDay(value, i18n.language, { weekday: true });
      const label = (value: string) => {
        const key = labelKeyOfStored(value);
        return key ? t(key, { ns: 'common' }) : value;
      };
      const waitFor = fullChosen.find((date) => waiting.has(date) && draft.selectedDates.includes(date));
      return {
        words: { yes: t(waitFor ? 'booking.waitlistJoin' : 'booking.confirmSend'), no: t('booking.goBack') },
        body: (
          <>
            <p>
              {waitFor
                ? t('booking.confirmWaitlist', { date: day(waitFor) })
                : t('messages.confirmBooking', { ns: 'common' })}
            </p>
            <dl className="booking-summary">
              <dt>{t('booking.dates')}</dt>
              <dd>{draft.selectedDates.map(day).join('; ')}</dd>
              <dt>{t('booking.time')}</dt>
              <dd>{label(draft.selectedTime)}</dd>
              <dt>{t('booking.variety')}</dt>
              <dd>{label(draft.mehendiVariety)}</dd>
              {needed(draft) >= 2 && (
                <>
                  <dt>{t('booking.teamLabel')}</dt>
                  <dd>{t('booking.teamAbout', { artists: needed(draft) })}</dd>
                </>
              )}
              {estimate && (
                <>
                  <dt>{t('booking.estimateLabel')}</dt>
                  <dd className="price">{estimateAmount(t, estimate)}</dd>
                </>
              )}
              {preferredArtist && (
                <>
                  <dt>{t('booking.artistLabel')}</dt>
                  <dd>{t('booking.artistWish', { name: preferredArtist.firstName })}</dd>
                </>
              )}
            </dl>
            {waitFor && <p>{t('booking.waitlistHint')}</p>}
          </>
        ),
      };
    },
    keepConfirmed: (draft) =>
      (waitsFor(draft) ? saveWaitlistBooking : saveConfirmedBooking)(draft, normaliseLanguage(i18n.language)),
    role: 'customer',
  });
  const [, navigate] = useLocation();
  // The date the server found full is still asked for: the customer may wait for a place instead.
  const team = needed(draft);
  const stillFull = stillAsksFullDate(draft, fullDate, team);
  const toast = useToast();
  const [joining, setJoining] = useState(false);
  // The rest of the form was confirmed before phone login: the same login (its session, while it lasts)
  // posts the booking to the waiting list; without one, phone login asks for it again.
  async function joinWaitlist() {
    if (joining) return;
    saveWaitlistBooking(draft, normaliseLanguage(i18n.language));
    const session = readPhoneSession('customer');
    if (!session) return navigate(paths.phoneAuth('customer'));
    setJoining(true);
    try {
      // Loaded on use: the form's own page does not carry the posting code.
      const { submitStoredBooking } = await import('../submit-booking');
      const result = await submitStoredBooking(session);
      if (!result.ok) return toast.error(translateMessage(t, result.message));
      toast.success(t('booking.waitlistJoined'), { acrossNavigation: true });
      navigate(paths.myBookings);
    } catch {
      navigate(paths.phoneAuth('customer'));
    } finally {
      setJoining(false);
    }
  }
  const rangeOffered = isPriceRangeOf(draft.mehendiVariety, draft.priceRange);
  // A range without designs cannot be chosen; one chosen before it was emptied (a kept draft) says so.
  const emptyRanges = useEmptyRanges(draft.mehendiVariety);
  const chosenRangeEmpty = rangeOffered && emptyRanges.has(draft.priceRange);
  const designs = useDesigns(
    rangeOffered ? draft.mehendiVariety : null,
    rangeOffered ? draft.priceRange : null,
  );

  return (
    <form className="form-card booking-form" {...formProps}>
      <PreferredArtistNote />
      <FormSection id="booking-you" title={t('booking.aboutYou')}>
        <TextField
          label={t('booking.fullName')}
          name="fullName"
          autoComplete="name"
          value={draft.fullName}
          onChange={(event) => update({ fullName: event.target.value })}
          error={tr('fullName')}
        />
        <MobileField
          label={t('booking.contactNumber')}
          hint={t('booking.contactNumberHint')}
          name="contactNumber"
          autoComplete="tel-national"
          value={draft.contactNumber}
          onNumber={(contactNumber) => update({ contactNumber })}
          error={tr('contactNumber')}
        />
      </FormSection>

      <FormSection id="booking-when" title={t('booking.when')}>
        <DateCalendarField
          artist={preferredArtist}
          dates={draft.selectedDates}
          slot={draft.selectedTime}
          variety={draft.mehendiVariety}
          waiting={waiting}
          team={team}
          onFullChosen={(days, short) => {
            setFullChosen(days);
            setTeamShort(short);
          }}
          onJoinWaitlist={(day) => {
            // Refused after phone login: the confirmed booking goes to the waiting list at once.
            if (stillFull && day === fullDate?.day) return void joinWaitlist();
            setWaiting((days) => new Set([...days, day]));
            if (!draft.selectedDates.includes(day))
              update({ selectedDates: [...draft.selectedDates, day].sort() });
          }}
          // An emptied date list says so at once (docs/rules-and-messages.md#validation).
          onChange={(selectedDates) =>
            update({ selectedDates }, selectedDates.length === 0 ? ['selectedDates'] : [])
          }
          error={tr('selectedDates')}
        />
        {stillFull && <p className="field__hint">{t('booking.waitlistHint')}</p>}
        <TimeSlotField
          legend={t('booking.time')}
          name="selectedTime"
          value={draft.selectedTime}
          onChange={(selectedTime) => update({ selectedTime })}
          error={tr('selectedTime')}
        />
      </FormSection>

      <FormSection id="booking-where" title={t('booking.where')}>
        <AddressFields
          address={{
            name: 'venueAddress',
            label: t('booking.venueAddress'),
            value: draft.venueAddress,
            error: tr('venueAddress'),
          }}
          addressHint={t('booking.venueAddressHint')}
          pincode={{
            name: 'venuePincode',
            label: t('booking.venuePincode'),
            value: draft.venuePincode,
            error: tr('venuePincode'),
          }}
          onAddress={(venueAddress) => update({ venueAddress })}
          onPincode={(venuePincode) => update({ venuePincode })}
        />
        <BridesField value={draft.brides} onChange={(brides) => update({ brides })} error={tr('brides')} />
        <GuestCountField
          label={t('booking.guests')}
          hint={t('booking.guestsHint', { rate: formatRupeeRange(GUEST_RATE) })}
          decreaseLabel={t('booking.fewerGuests')}
          increaseLabel={t('booking.moreGuests')}
          value={draft.guestCount}
          onChange={(guestCount) => update({ guestCount })}
          error={tr('guestCount')}
        />
        <TeamSizeLine size={draft} artists={team} />
      </FormSection>

      <FormSection id="booking-style" title={t('booking.style')}>
        <ChoiceGroup<BookingVariety>
          legend={t('booking.variety')}
          name="mehendiVariety"
          type="radio"
          options={BOOKING_VARIETIES.map((variety) => ({
            value: variety,
            label: t(varietyLabelKey(variety), { ns: 'common' }),
          }))}
          selected={[draft.mehendiVariety]}
          // Designs belong to one variety and price range, so a new group starts a new choice of designs.
          onToggle={(variety) =>
            update({
              mehendiVariety: variety,
              priceRange: isPriceRangeOf(variety, draft.priceRange) ? draft.priceRange : '',
              selectedDesigns: [],
            })
          }
          error={tr('mehendiVariety')}
        />
        <ChoiceGroup
          legend={t('booking.priceRange')}
          name="priceRange"
          type="radio"
          layout="wide"
          hint={draft.mehendiVariety ? undefined : t('booking.priceRangeHint')}
          disabled={!draft.mehendiVariety}
          options={priceRangesFor(draft.mehendiVariety).map((range) => ({
            value: range,
            disabled: emptyRanges.has(range),
            label: (
              <>
                <span className="price">{formatPriceRange(range)}</span>
                {emptyRanges.has(range) && <span className="choice__note">{t('booking.noDesignsYet')}</span>}
              </>
            ),
          }))}
          selected={[draft.priceRange]}
          onToggle={(priceRange) => update({ priceRange, selectedDesigns: [] })}
          error={tr('priceRange') ?? (chosenRangeEmpty ? t('booking.chosenRangeEmpty') : undefined)}
        />
        <div className="field" data-invalid={tr('selectedDesigns') ? 'true' : undefined}>
          <p className="field__label">
            {t('booking.designs')}{' '}
            {draft.selectedDesigns.length > 0 && (
              <span className="count-badge">
                {t('booking.chosenCount', { count: draft.selectedDesigns.length })}
              </span>
            )}
          </p>
          {rangeOffered ? (
            <DesignPicker
              query={designs}
              selected={draft.selectedDesigns}
              onChange={(selectedDesigns) => update({ selectedDesigns })}
              updatedText={t('messages.designSelectionUpdated', { ns: 'common' })}
              emptyText={t('messages.noDesigns', { ns: 'common' })}
              errorText={t('messages.fetchDesignsFailed', { ns: 'common' })}
              nameOf={(index) => t('booking.designName', { number: index + 1 })}
            />
          ) : (
            <p className="field__hint">{t('booking.designsHint')}</p>
          )}
          <FieldError id="booking-designs-error" error={tr('selectedDesigns')} />
        </div>
      </FormSection>

      <SidersSection draft={draft} messageOf={tr} onChange={update} />

      <EstimateSummary draft={draft} />

      <div className="form-actions">
        <SubmitButton className="button button--primary button--block-mobile">
          {t('booking.confirm')}
        </SubmitButton>
      </div>
      {confirmDialog}
    </form>
  );
}
