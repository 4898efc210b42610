import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import {
  BOOKING_VARIETIES,
  estimateBooking,
  formatPriceRange,
  formatRupeeRange,
  GUEST_RATE,
  isPriceRangeOf,
  normaliseLanguage,
  priceRangesFor,
  TIME_SLOTS,
  type BookingVariety,
} from '@mehendi/shared';
import { paths } from '../../../config/paths';
import { timeSlotLabelKey, varietyLabelKey } from '../../../i18n/catalogue-labels';
import { translateMessage } from '../../../lib/translate-error';
import { ChoiceGroup } from '../../../ui/choice-group';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DigitsField, FieldError, focusFirstError, TextAreaField, TextField } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { useDesigns } from '../api/get-designs';
import { saveConfirmedBooking, saveTypedBooking, validateBooking, type BookingDraft } from '../booking-draft';
import { DateListField } from './date-list-field';
import { DesignPicker } from './design-picker';
import { EstimateSummary } from './estimate-summary';
import { GuestCountField } from './guest-count-field';
import { SidersSection } from './siders-section';
import '../booking.css';
import { SubmitButton } from '../../../ui/submit-button';

/**
 * The customer booking form (docs/pages.md, docs/rules-and-messages.md#validation): checked on confirm, then
 * kept locally for phone login.
 */
export function BookingForm({ initial }: { initial: BookingDraft }) {
  const { t, i18n } = useTranslation('public');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  // English messages per field; translated when shown, so a language switch re-translates them.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const rangeOffered = isPriceRangeOf(draft.mehendiVariety, draft.priceRange);
  const designs = useDesigns(
    rangeOffered ? draft.mehendiVariety : null,
    rangeOffered ? draft.priceRange : null,
  );
  const tr = (field: string) => (errors[field] ? translateMessage(t, errors[field]) : undefined);

  const update = (patch: Partial<BookingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    saveTypedBooking(next);
    if (checked) setErrors(validateBooking(next));
    // An emptied date list says so at once (docs/rules-and-messages.md#validation).
    else if (patch.selectedDates?.length === 0)
      setErrors((old) => ({ ...old, selectedDates: validateBooking(next).selectedDates ?? '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = validateBooking(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    const estimate = estimateBooking(draft);
    const question = t('messages.confirmBooking', { ns: 'common' });
    const withEstimate = estimate
      ? `${question} ${t('booking.estimate', { amount: formatRupeeRange(estimate) })}`
      : question;
    if (!(await confirm(withEstimate))) return;
    saveConfirmedBooking(draft, normaliseLanguage(i18n.language));
    await navigate(paths.phoneAuth('customer'));
  };

  return (
    <form
      ref={formRef}
      className="form-card booking-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <section className="form-section" aria-labelledby="booking-you">
        <h2 id="booking-you" className="form-section__title">
          {t('booking.aboutYou')}
        </h2>
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
      </section>

      <section className="form-section" aria-labelledby="booking-when">
        <h2 id="booking-when" className="form-section__title">
          {t('booking.when')}
        </h2>
        <DateListField
          dates={draft.selectedDates}
          onChange={(selectedDates) => update({ selectedDates })}
          error={tr('selectedDates')}
        />
        <ChoiceGroup
          legend={t('booking.time')}
          name="selectedTime"
          type="radio"
          layout="stack"
          options={TIME_SLOTS.map((slot) => ({
            value: slot,
            label: t(timeSlotLabelKey(slot), { ns: 'common' }),
          }))}
          selected={[draft.selectedTime]}
          onToggle={(selectedTime) => update({ selectedTime })}
          error={tr('selectedTime')}
        />
      </section>

      <section className="form-section" aria-labelledby="booking-where">
        <h2 id="booking-where" className="form-section__title">
          {t('booking.where')}
        </h2>
        <TextAreaField
          label={t('booking.venueAddress')}
          hint={t('booking.venueAddressHint')}
          name="venueAddress"
          autoComplete="street-address"
          rows={3}
          required
          value={draft.venueAddress}
          onChange={(event) => update({ venueAddress: event.target.value })}
          error={tr('venueAddress')}
        />
        <DigitsField
          label={t('booking.venuePincode')}
          name="venuePincode"
          autoComplete="postal-code"
          maxLength={6}
          required
          value={draft.venuePincode}
          onDigits={(venuePincode) => update({ venuePincode })}
          error={tr('venuePincode')}
        />
        <GuestCountField
          label={t('booking.guests')}
          hint={t('booking.guestsHint', { rate: formatRupeeRange(GUEST_RATE) })}
          decreaseLabel={t('booking.fewerGuests')}
          increaseLabel={t('booking.moreGuests')}
          value={draft.guestCount}
          onChange={(guestCount) => update({ guestCount })}
          error={tr('guestCount')}
        />
      </section>

      <section className="form-section" aria-labelledby="booking-style">
        <h2 id="booking-style" className="form-section__title">
          {t('booking.style')}
        </h2>
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
          hint={draft.mehendiVariety ? undefined : t('booking.priceRangeHint')}
          disabled={!draft.mehendiVariety}
          options={priceRangesFor(draft.mehendiVariety).map((range) => ({
            value: range,
            label: <span className="price">{formatPriceRange(range)}</span>,
          }))}
          selected={[draft.priceRange]}
          onToggle={(priceRange) => update({ priceRange, selectedDesigns: [] })}
          error={tr('priceRange')}
        />
        <div className="field" data-invalid={errors.selectedDesigns ? 'true' : undefined}>
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
      </section>

      <SidersSection
        draft={draft}
        errors={Object.fromEntries(Object.keys(errors).map((key) => [key, tr(key) ?? '']))}
        onChange={update}
      />

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
