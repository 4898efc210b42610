import { useTranslation } from '../../../i18n';
import { ARTIST_VARIETIES, JOB_TERMS, TIME_SLOTS } from '@mehendi/shared';
import { jobTermLabelKey, timeSlotLabelKey, varietyLabelKey } from '../../../i18n/catalogue-labels';
import { useDraftForm } from '../../../lib/use-draft-form';
import { ChoiceGroup } from '../../../ui/choice-group';
import { DigitsField, TextAreaField, TextField } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { useToast } from '../../../ui/toast';
import { saveArtistDraft, type ArtistDraft } from '../artist-draft-store';
import { validateArtist } from '../validate-artist';
import { DesignFilesField } from './design-files-field';
import '../artist.css';
import { SubmitButton } from '../../../ui/submit-button';

const INVALID_TOAST = 'artist-invalid';

/**
 * Artist registration (docs/pages.md, docs/rules-and-messages.md#validation): checked live as fields change
 * and again on submit.
 */
export function ArtistForm({ initial }: { initial: ArtistDraft }) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const {
    draft,
    update,
    messageOf: errorOf,
    formRef,
    onSubmit,
    confirmDialog,
  } = useDraftForm({
    initial,
    validate: validateArtist,
    showMessages: 'as-changed',
    keepTyped: (draft) => void saveArtistDraft(draft, 'artistTyped').catch(() => undefined),
    keepTypedAfterMs: 300,
    onInvalid: () => toast.error(t('messages.fixValidationErrors', { ns: 'common' }), { id: INVALID_TOAST }),
    // The "fix the errors" toast goes by itself once nothing is left to fix.
    onValidAgain: () => toast.dismiss(INVALID_TOAST),
    question: () => t('messages.confirmArtistSubmit', { ns: 'common' }),
    keepConfirmed: async (draft) => {
      await saveArtistDraft(draft);
    },
    onKeepFailed: () => toast.error(t('messages.artistFailed', { ns: 'common' })),
    role: 'artist',
  });

  const toggle = (list: readonly string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  return (
    <form
      ref={formRef}
      className="form-card artist-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <section className="form-section" aria-labelledby="artist-about">
        <h2 id="artist-about" className="form-section__title">
          {t('artist.aboutYou')}
        </h2>
        <TextField
          label={t('artist.fullName')}
          name="fullName"
          autoComplete="name"
          required
          value={draft.fullName}
          onChange={(event) => update({ fullName: event.target.value })}
          error={errorOf('fullName')}
        />
        <MobileField
          label={t('artist.whatsappNumber')}
          hint={t('artist.whatsappHint')}
          name="whatsappNumber"
          autoComplete="tel-national"
          required
          value={draft.whatsappNumber}
          onNumber={(digits) => update({ whatsappNumber: digits })}
          error={errorOf('whatsappNumber')}
        />
        <TextAreaField
          label={t('artist.address')}
          name="address"
          autoComplete="street-address"
          rows={3}
          required
          value={draft.address}
          onChange={(event) => update({ address: event.target.value })}
          error={errorOf('address')}
        />
        <DigitsField
          label={t('artist.pincode')}
          name="pincode"
          autoComplete="postal-code"
          maxLength={6}
          required
          value={draft.pincode}
          onDigits={(digits) => update({ pincode: digits })}
          error={errorOf('pincode')}
        />
      </section>

      <section className="form-section" aria-labelledby="artist-work">
        <h2 id="artist-work" className="form-section__title">
          {t('artist.yourWork')}
        </h2>
        <ChoiceGroup
          legend={t('artist.jobTerm')}
          name="jobTerm"
          type="radio"
          options={JOB_TERMS.map((term) => ({
            value: term,
            label: t(jobTermLabelKey(term), { ns: 'common' }),
          }))}
          selected={[draft.jobTerm]}
          onToggle={(term) => update({ jobTerm: term })}
          error={errorOf('jobTerm')}
        />
        <ChoiceGroup
          legend={t('artist.varieties')}
          name="mehendiVarieties"
          type="checkbox"
          options={ARTIST_VARIETIES.map((variety) => ({
            value: variety,
            label: t(varietyLabelKey(variety), { ns: 'common' }),
          }))}
          selected={draft.mehendiVarieties}
          onToggle={(variety, on) =>
            update({ mehendiVarieties: toggle(draft.mehendiVarieties, variety, on) })
          }
          error={errorOf('mehendiVarieties')}
        />
        <ChoiceGroup
          legend={t('artist.availability')}
          name="availabilityTime"
          type="radio"
          layout="stack"
          options={TIME_SLOTS.map((slot) => ({
            value: slot,
            label: t(timeSlotLabelKey(slot), { ns: 'common' }),
          }))}
          selected={[draft.availabilityTime]}
          onToggle={(slot) => update({ availabilityTime: slot })}
          error={errorOf('availabilityTime')}
        />
        <DesignFilesField files={draft.files} onChange={(files) => update({ files })} />
      </section>

      <div className="form-actions">
        <SubmitButton className="button button--primary button--block-mobile">
          {t('artist.submit')}
        </SubmitButton>
      </div>
      {confirmDialog}
    </form>
  );
}
