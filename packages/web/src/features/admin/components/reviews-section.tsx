import type { AdminReview } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useBookingLabels } from '../../../lib/booking-labels';
import { translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { usePendingReviews } from '../api/reviews';
import { ListState } from './list-state';
import { useReasonDialog } from './reason-dialog';

/**
 * Reviews waiting to be checked (issue 27; docs/pages.md#admin-pages): each with its booking, artist, stars,
 * text and stain photos; Publish shows it on the artist's profile, Hide (with a reason) keeps it unseen.
 */
export function ReviewsSection() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { list, moderate } = usePendingReviews();
  const [askReason, reasonDialog] = useReasonDialog();

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
    try {
      const answer = await moderate(review._id, status, reason);
      toast.success(translateMessage(t, answer.message));
    } catch (error) {
      toast.error(error instanceof Error ? translateMessage(t, error.message) : String(error));
    }
    list.reload();
  };

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.reviews')}</h2>
      </div>
      <ListState
        loading={list.loading}
        failed={list.error !== undefined}
        empty={list.data?.length === 0}
        emptyText={t('reviews.empty')}
        onRetry={list.reload}
      />
      {list.data && list.data.length > 0 && (
        <ul className="admin-reviews">
          {list.data.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} onAct={(status) => void act(review, status)} />
            </li>
          ))}
        </ul>
      )}
      {reasonDialog}
    </section>
  );
}

function ReviewCard({ review, onAct }: { review: AdminReview; onAct(status: 'published' | 'hidden'): void }) {
  const { t } = useTranslation('admin');
  const labels = useBookingLabels();
  return (
    <article className="card admin-review" aria-label={review.booking.fullName}>
      <p className="admin-review__stars" aria-label={t('reviews.stars', { count: review.stars })}>
        {'★'.repeat(review.stars)}
        <span aria-hidden="true" className="admin-review__empty">
          {'★'.repeat(5 - review.stars)}
        </span>
      </p>
      <dl className="admin-review__facts">
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
      <div className="admin-review__actions">
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
