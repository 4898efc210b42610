import type { Rating } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';

/** "★ 4.5 · 12 reviews", or "No reviews yet": the stars are drawn, the words are read out. */
export function RatingLine({ rating }: { rating: Rating }) {
  const { t } = useTranslation('public');
  if (rating.average === null)
    return <p className="rating-line rating-line--none">{t('profiles.noReviews')}</p>;
  return (
    <p className="rating-line">
      <Stars value={rating.average} />
      <span>{t('profiles.rating', { average: rating.average.toFixed(1), count: rating.count })}</span>
    </p>
  );
}

/** Five stars, filled to the nearest whole; hidden from screen readers (the text beside says it). */
export function Stars({ value }: { value: number }) {
  const filled = Math.round(value);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(filled)}
      <span className="stars__empty">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
