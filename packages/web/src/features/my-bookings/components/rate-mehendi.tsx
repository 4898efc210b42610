import { useId, useState, type FormEvent } from 'react';
import { REVIEW_RULES, type Review } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/translate-error';
import { FieldError } from '../../../ui/field';
import { FileDrop } from '../../../ui/file-drop';

interface RateMehendiProps {
  /** The customer's review of this booking, if any. */
  review: Review | undefined;
  onSubmit(review: { stars: number; text: string; photos: File[] }): Promise<void>;
}

/**
 * A completed booking's review (issue 27): "Rate your mehendi" opens stars, a text and up to 3 photos of
 * the stain; once sent, the review and whether it is shown yet.
 */
export function RateMehendi({ review, onSubmit }: RateMehendiProps) {
  const { t } = useTranslation('records');
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  // Each message beside what it is about: the stars, the photos, or the sending.
  const [error, setError] = useState<{ on: 'stars' | 'photos' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  if (review)
    return (
      <div className="my-review">
        <p className="my-review__stars" aria-label={t('review.starsLabel', { count: review.stars })}>
          {'★'.repeat(review.stars)}
          <span aria-hidden="true" className="my-review__empty">
            {'★'.repeat(5 - review.stars)}
          </span>
        </p>
        {review.text && <p>{review.text}</p>}
        {review.thumbs.length > 0 && (
          <ul className="my-review__photos">
            {review.thumbs.map((thumb) => (
              <li key={thumb}>
                <img src={thumb} alt={t('review.photoAlt')} width={96} height={96} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        <p className="my-note">{t(`review.status.${review.status}`)}</p>
      </div>
    );

  if (!open)
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('review.rate')}
      </button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setError({ on: 'stars', text: t('messages.invalidStars', { ns: 'common' }) });
      return;
    }
    if (photos.length > REVIEW_RULES.maxPhotos) {
      setError({ on: 'photos', text: t('messages.tooManyReviewPhotos', { ns: 'common' }) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ stars, text, photos });
    } catch (failure) {
      setError({
        on: 'form',
        text:
          failure instanceof ApiRequestError && failure.body.error
            ? translateMessage(t, failure.body.error)
            : t('messages.somethingWentWrong', { ns: 'common' }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="my-review-form"
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3 id={`${formId}-title`}>{t('review.rate')}</h3>
      <fieldset
        className="star-picker"
        data-invalid={error?.on === 'stars' ? 'true' : undefined}
        aria-describedby={`${formId}-stars-error`}
      >
        <legend>{t('review.stars')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className={value <= stars ? 'star-picker__star star-picker__star--on' : 'star-picker__star'}
          >
            <input
              type="radio"
              name={`${formId}-stars`}
              value={value}
              checked={stars === value}
              onChange={() => {
                setStars(value);
                setError(null);
              }}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('review.starsLabel', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={`${formId}-stars-error`} error={error?.on === 'stars' ? error.text : undefined} />
      <label className="field">
        <span>{t('review.text')}</span>
        <textarea
          value={text}
          maxLength={REVIEW_RULES.textMax}
          rows={4}
          onChange={(event) => setText(event.target.value)}
        />
        <span className="field__hint">{t('review.textHint', { max: REVIEW_RULES.textMax })}</span>
      </label>
      <FileDrop
        label={t('review.photos', { max: REVIEW_RULES.maxPhotos })}
        chooseLabel={t('review.choosePhotos')}
        accept="image/*"
        multiple
        error={error?.on === 'photos' ? error.text : undefined}
        onFiles={(files) => {
          setPhotos(files);
          setError(null);
        }}
      >
        {photos.length > 0 && (
          <p className="field__hint" role="status">
            {t('review.chosenPhotos', {
              count: photos.length,
              names: photos.map((photo) => photo.name).join(', '),
            })}
          </p>
        )}
      </FileDrop>
      {error?.on === 'form' && (
        <p className="field__error" role="alert">
          {error.text}
        </p>
      )}
      <div className="my-actions">
        <button type="submit" className="button button--primary" aria-busy={busy} disabled={busy}>
          {t('review.send')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
          {t('review.cancel')}
        </button>
      </div>
    </form>
  );
}
