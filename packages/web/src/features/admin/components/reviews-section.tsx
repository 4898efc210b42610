import type { AdminReview } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useBookingLabels } from '../../../lib/booking-labels';
import { usePendingReviews } from '../api/reviews';
import { useActionToast } from '../hooks/use-action-toast';
import { CheckQueue } from './check-queue';
import { useReasonDialog } from './reason-dialog';

/**
 * Reviews waiting to be checked (issue 27; docs/pages.md#admin-pages): each with its booking, artist, stars,
 * text and stain photos; Publish shows it on the artist's profile, Hide (with a reason) keeps it unseen.
 */
export function ReviewsSection() {
  const { t } = useTranslation('admin');
  const { list, moderate } = usePendingReviews();
  const [askReason, reasonDialog] = useReasonDialog();
  const send = useActionToast(list.reload);

  const act = async (review: AdminReview, status: 'published' | 'hidden') => {
    let reason: string | undefined;
    if (status === 'hidden') {
      const answer = await askReason({
        title: t('reviews.hideTitle'),
        keep: t('reviews.keep'),
        confirm: t('reviews.hide'),
      });
      if (answer === null) return;
      reason = answer;
    }
    await send(() => moderate(review._id, status, reason));
  };

  return (
    <CheckQueue
      title={t('sections.reviews')}
      emptyText={t('reviews.empty')}
      list={list}
      keyOf={(review) => review._id}
      renderCard={(review) => <ReviewCard review={review} onAct={(status) => void act(review, status)} />}
      dialog={reasonDialog}
    />
  );
}

function ReviewCard({ review, onAct }: { review: AdminReview; onAct(status: 'published' | 'hidden'): void }) {
  const { t } = useTranslation('admin');
  const labels = useBookingLabels();
  return (
    <article className="card check-card" aria-label={review.booking.fullName}>
      <p
        className="check-card__status admin-review__stars"
        aria-label={t('reviews.stars', { count: review.stars })}
      >
        {'★'.repeat(review.stars)}
        <span aria-hidden="true" className="admin-review__empty">
          {'★'.repeat(5 - review.stars)}
        </span>
      </p>
      <dl className="check-card__facts">
        <dt>{t('reviews.customer')}</dt>
        <dd>{review.booking.fullName}</dd>
        <dt>{t('reviews.booking')}</dt>
        <dd>
          {labels.stored(review.booking.mehendiVariety)}, {labels.dates(review.booking.selectedDates)}
        </dd>
        <dt>{t('reviews.artist')}</dt>
        <dd>{review.artist?.fullName ?? '—'}</dd>
      </dl>
      {review.text && <p className="admin-review__text">{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className="admin-review__photos">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo} target="_blank" rel="noreferrer">
                <img
                  src={review.thumbs[index]}
                  alt={t('reviews.photo', { number: index + 1 })}
                  width={120}
                  height={120}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="check-card__actions">
        <button type="button" className="button button--primary" onClick={() => onAct('published')}>
          {t('reviews.publish')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAct('hidden')}>
          {t('reviews.hide')}
        </button>
      </div>
    </article>
  );
}
