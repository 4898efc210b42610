import { useCallback, useEffect, useId, useState } from 'react';
import type { Artist, MyJob } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { errorMessage, translateMessage } from '../../../lib/translate-error';
import { rupeeRange, telLink, useBookingLabels, whatsappLink } from '../../../lib/booking-labels';
import { Dialog } from '../../../ui/dialog';
import { RemoteImage } from '../../../ui/remote-image';
import { useToast } from '../../../ui/toast';
import { completeJob, declineJob, getMyApplication, listMyJobs } from '../api/my-work-api';
import '../../../styles/my-records.css';

interface MyWorkPageProps {
  token: string;
  /** Where the application form is (filled in again from this browser's draft). */
  applicationFormPath: string;
  onSessionEnded(): void;
  onSignOut(): void;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; application: Artist | null; jobs: MyJob[] }
  | { status: 'error'; text: string };

/** The artist's application status and assigned jobs, upcoming first (docs/pages.md "My work"). */
export function MyWorkPage({ token, applicationFormPath, onSessionEnded, onSignOut }: MyWorkPageProps) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [declining, setDeclining] = useState<MyJob | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if ((error as { status?: number }).status === 401) return onSessionEnded();
      toast.error(errorMessage(t, error, 'somethingWentWrong'));
    },
    [onSessionEnded, t, toast],
  );

  const load = useCallback(
    (signal?: AbortSignal) =>
      Promise.all([getMyApplication(token, signal), listMyJobs(token, signal)]).then(
        ([application, jobs]) => setLoaded({ status: 'ready', application, jobs }),
        (error: unknown) => {
          if (signal?.aborted) return;
          if ((error as { status?: number }).status === 401) return onSessionEnded();
          setLoaded({ status: 'error', text: errorMessage(t, error, 'somethingWentWrong') });
        },
      ),
    [token, onSessionEnded, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const complete = async (job: MyJob) => {
    try {
      toast.success(translateMessage(t, (await completeJob(token, job._id)).message));
      await load();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <header className="page-heading">
        <h1>{t('myWork.title')}</h1>
      </header>
      {loaded.status === 'loading' && <p role="status">{t('myBookings.loading')}</p>}
      {loaded.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {loaded.text}
        </p>
      )}
      {loaded.status === 'ready' && (
        <>
          <section className="card my-account" aria-labelledby="my-application-heading">
            <h2 id="my-application-heading">{t('myWork.applicationTitle')}</h2>
            {loaded.application ? (
              <>
                <p className={`my-status my-status--${statusClass(loaded.application.status)}`}>
                  {t(`myWork.application.${loaded.application.status}`)}
                </p>
                {loaded.application.status === 'rejected' && loaded.application.reviewNote && (
                  <p>{t('myWork.reviewNote', { note: loaded.application.reviewNote })}</p>
                )}
              </>
            ) : (
              <p>{t('myWork.noApplication')}</p>
            )}
            <div className="my-actions">
              <a className="button button--ghost" href={applicationFormPath}>
                {t(loaded.application ? 'myWork.updateApplication' : 'myWork.apply')}
              </a>
              <button type="button" className="button button--ghost" onClick={onSignOut}>
                {t('myBookings.signOut')}
              </button>
            </div>
          </section>
          <h2 className="my-section-title">{t('myWork.jobsTitle')}</h2>
          {loaded.jobs.length === 0 ? (
            <p className="card my-empty">{t('myWork.noJobs')}</p>
          ) : (
            <ul className="my-list">
              {loaded.jobs.map((job) => (
                <li key={job._id}>
                  <JobCard
                    job={job}
                    onDecline={() => setDeclining(job)}
                    onComplete={() => void complete(job)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {declining && (
        <DeclineDialog
          job={declining}
          onClose={() => setDeclining(null)}
          onConfirm={async (reason) => {
            try {
              toast.success(translateMessage(t, (await declineJob(token, declining._id, reason)).message));
              setDeclining(null);
              await load();
            } catch (error) {
              setDeclining(null);
              failed(error);
            }
          }}
        />
      )}
    </>
  );
}

function statusClass(status: Artist['status']): string {
  return status === 'approved' ? 'confirmed' : status === 'rejected' ? 'cancelled' : 'new';
}

function JobCard({ job, onDecline, onComplete }: { job: MyJob; onDecline(): void; onComplete(): void }) {
  const { t } = useTranslation('public');
  const labels = useBookingLabels();
  const designs = [...job.selectedDesigns, ...job.sidersDesigns];
  return (
    <article className="card my-card" aria-label={`${job.fullName}, ${labels.dates(job.selectedDates)}`}>
      <p className={`my-status my-status--${job.status}`}>{t(`myWork.jobStatus.${job.status}`)}</p>
      <h3 className="my-card__title">{labels.dates(job.selectedDates)}</h3>
      <dl className="my-facts">
        <dt>{t('myWork.customer')}</dt>
        <dd>{job.fullName}</dd>
        <dt>{t('myWork.contact')}</dt>
        <dd>
          <a href={telLink(job.contactNumber)}>{job.contactNumber}</a>
        </dd>
        <dt>{t('myBookings.slot')}</dt>
        <dd>{labels.stored(job.selectedTime)}</dd>
        <dt>{t('myBookings.variety')}</dt>
        <dd>{labels.stored(job.mehendiVariety)}</dd>
        <dt>{t('myBookings.price')}</dt>
        <dd>{rupeeRange(job.priceRange)}</dd>
        {job.venueAddress && (
          <>
            <dt>{t('myWork.venue')}</dt>
            <dd>{job.venueAddress}</dd>
          </>
        )}
      </dl>
      {designs.length > 0 && (
        <ul className="my-designs" aria-label={t('myBookings.designs')}>
          {designs.map((src, index) => (
            <li key={src}>
              <RemoteImage src={src} alt={t('myBookings.designAlt', { number: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {job.status === 'confirmed' && (
        <div className="my-actions">
          <a className="button button--primary" href={telLink(job.contactNumber)}>
            {t('myWork.call')}
          </a>
          <a
            className="button button--ghost"
            href={whatsappLink(job.contactNumber)}
            target="_blank"
            rel="noreferrer"
          >
            {t('myWork.whatsapp')}
          </a>
          {job.canComplete && (
            <button type="button" className="button button--ghost" onClick={onComplete}>
              {t('myWork.complete')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onDecline}>
            {t('myWork.decline')}
          </button>
        </div>
      )}
    </article>
  );
}

function DeclineDialog({
  job,
  onClose,
  onConfirm,
}: {
  job: MyJob;
  onClose(): void;
  onConfirm(reason: string): Promise<void>;
}) {
  const { t } = useTranslation('public');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <Dialog
      open
      title={t('myWork.declineTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('myBookings.keep')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !reason.trim()}
            onClick={() => {
              setBusy(true);
              void onConfirm(reason.trim()).finally(() => setBusy(false));
            }}
          >
            {t('myWork.confirmDecline')}
          </button>
        </>
      }
    >
      <p>{t('myWork.declineQuestion', { name: job.fullName })}</p>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('myWork.reason')}
        </label>
        <textarea
          id={id}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
