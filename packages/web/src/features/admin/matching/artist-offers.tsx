import { useId, useState } from 'react';
import { OFFER_WEIGHT_MAX, type Artist } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useToast } from '../../../ui/toast';
import { useOfferActions, type ArtistOfferFigures } from '../api/offers';
import { useMessages } from '../hooks/use-messages';
import { offerStatsText } from './matching-text';
import './matching.css';

const WEIGHTS = Array.from({ length: OFFER_WEIGHT_MAX + 1 }, (_, weight) => weight);

/** An approved artist's offers this month and whether they confirm automatically, for the list's column. */
export function OfferFiguresText({ figure }: { figure: ArtistOfferFigures }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <>
      <span className="admin-block">{offerStatsText(t, figure.stats, i18n.language)}</span>
      <span className="admin-block admin-muted">
        {figure.autoAccept ? t('matching.confirmsAutomatically') : t('matching.answersEach')} ·{' '}
        {t('matching.weight', { value: figure.weight })}
      </span>
    </>
  );
}

/**
 * "Offers to this artist" in an approved artist's details (docs/bookings.md#offers-to-artists): this
 * month's offers, automatic confirmation, and the owner's weight 0–5 (PUT /api/artists/{id}/offer-weight).
 */
export function ArtistOffers({
  artist,
  figure,
  onSaved,
}: {
  artist: Artist;
  figure: ArtistOfferFigures;
  onSaved(): void;
}) {
  const { t } = useTranslation('admin');
  const { errorText } = useMessages();
  const toast = useToast();
  const actions = useOfferActions();
  const id = useId();
  // The choice belongs to one artist and one saved weight; a reload with a new weight starts from it.
  const [choice, setChoice] = useState<{ key: string; weight: number } | null>(null);
  const key = `${artist._id}:${figure.weight}`;
  const weight = choice?.key === key ? choice.weight : figure.weight;
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const saved = await actions.saveWeight(artist._id, weight);
      toast.success(t('matching.weightSaved', { name: artist.fullName, weight: saved.weight }));
      onSaved();
    } catch (error) {
      toast.error(errorText(error, 'somethingWentWrong'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="artist-offers" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('matching.artistOffersTitle')}</h2>
      <p className="admin-muted">
        {t('matching.stats.column')}: <OfferFiguresText figure={figure} />
      </p>
      <div className="artist-offers__weight">
        <label htmlFor={`${id}-weight`}>{t('matching.weightLabel')}</label>
        <select
          id={`${id}-weight`}
          value={weight}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setChoice({ key, weight: Number(event.target.value) })}
        >
          {WEIGHTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--small button--primary"
          disabled={saving || weight === figure.weight}
          onClick={() => void save()}
        >
          {t('matching.saveWeight')}
        </button>
      </div>
      <p id={`${id}-hint`} className="admin-muted artist-offers__hint">
        {t('matching.weightHint')}
      </p>
    </section>
  );
}
