import { useTranslation } from '../../../i18n';
import { ARTIST_VARIETIES, JOB_TERMS } from '@mehendi/shared';
import { jobTermLabelKey, varietyLabelKey } from '../../../i18n/catalogue-labels';
import { useDraftForm } from '../../../lib/use-draft-form';
import { ChoiceGroup } from '../../../ui/choice-group';
import { AddressFields } from '../../../ui/address-fields';
import { TextField } from '../../../ui/field';
import { MobileField } from '../../../ui/mobile-field';
import { useToast } from '../../../ui/toast';
import { saveArtistDraft, type ArtistDraft } from '../artist-draft-store';
import { validateArtist } from '../validate-artist';
import { DesignFilesField } from './design-files-field';
import '../artist.css';
import { FormSection } from '../../../ui/form-section';
import { SubmitButton } from '../../../ui/submit-button';
import { TimeSlotField } from '../../../ui/time-slot-field';

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
    formProps,
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
    <form className="form-card artist-form" {...formProps}>
      <FormSection id="artist-about" title={t('artist.aboutYou')}>
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
        <AddressFields
          address={{
            name: 'address',
            label: t('artist.address'),
            value: draft.address,
            error: errorOf('address'),
          }}
          pincode={{
            name: 'pincode',
            label: t('artist.pincode'),
            value: draft.pincode,
            error: errorOf('pincode'),
          }}
          onAddress={(address) => update({ address })}
          onPincode={(pincode) => update({ pincode })}
        />
      </FormSection>

      <FormSection id="artist-work" title={t('artist.yourWork')}>
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
        <TimeSlotField
          legend={t('artist.availability')}
          name="availabilityTime"
          value={draft.availabilityTime}
          onChange={(availabilityTime) => update({ availabilityTime })}
          error={errorOf('availabilityTime')}
        />
        <DesignFilesField files={draft.files} onChange={(files) => update({ files })} />
      </FormSection>

      <div className="form-actions">
        <SubmitButton className="button button--primary button--block-mobile">
          {t('artist.submit')}
        </SubmitButton>
      </div>
      {confirmDialog}
    </form>
  );
}
