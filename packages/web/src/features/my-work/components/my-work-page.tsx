import { useCallback, useState } from 'react';
import { bookingReference, formatDayTime, whatsappLink, type Artist, type MyJob } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { translateMessage } from '../../../lib/translate-error';
import { telLink, useBookingLabels } from '../../../lib/booking-labels';
import { ReasonDialog } from '../../../ui/reason-dialog';
import { useOwnRecords } from '../../../lib/use-own-records';
import { useLinkedCard } from '../../../lib/linked-card';
import { LoadError } from '../../../ui/load-error';
import { BookedWorkFacts } from '../../../ui/booked-work-facts';
import { DesignThumbnails } from '../../../ui/design-thumbnails';
import { useToast } from '../../../ui/toast';
import { CalendarLink, calendarLinkLabels } from '../../../ui/calendar-link';
import { AppCard } from '../../../ui/app-card';
import { keepRecords, keptRecords, noConnection, type MyWorkRecords, type QueuedStep } from '../kept-work';
import { sendStep, useOnline, useStepQueue } from '../use-step-queue';
import { declineJob, getMyApplication, listMyJobs, newCalendarLink, startJob } from '../api/my-work-api';
import { StartJobForm } from './start-job-form';
import { WhenIWork } from './when-i-work';
import { PublicProfileSwitch } from './public-profile-switch';
import { OffersSection } from './offers-section';
import { AutoAcceptSwitch } from './auto-accept-switch';
import { teamOf } from '../job-team-text';
import { JobTeamFacts } from './job-team';
import '../../../styles/my-records.css';

interface MyWorkPageProps {
  token: string;
  /** Where the application form is (filled in again from this browser's draft). */
  applicationFormPath: string;
  onSessionEnded(): void;
  onSignOut(): void;
}

/** India's calendar day `offset` days from now ('YYYY-MM-DD'): the jobs' days are India's. */
function indiaDay(offset: number): string {
  return new Date(Date.now() + (330 + offset * 24 * 60) * 60_000).toISOString().slice(0, 10);
}

/** A job still to do today or tomorrow: on the day of the visit it comes first (docs/pages.md "My work"). */
function isSoon(job: MyJob): boolean {
  if (job.status !== 'confirmed' && job.status !== 'in_progress') return false;
  const soon = [indiaDay(0), indiaDay(1)];
  return job.selectedDates.some((day) => soon.includes(day.slice(0, 10)));
}

/**
 * The artist's jobs of today and tomorrow first, then offers, the application and settings, then the
 * other jobs, upcoming first (docs/pages.md "My work").
 */
export function MyWorkPage({ token, applicationFormPath, onSessionEnded, onSignOut }: MyWorkPageProps) {
  const { t, i18n } = useTranslation('records');
  const toast = useToast();
  const online = useOnline();
  // When the records shown are the ones kept on the phone (no connection): when they were fetched.
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const records = useCallback(
    async (signal?: AbortSignal): Promise<MyWorkRecords> => {
      try {
        const [application, jobs] = await Promise.all([
          getMyApplication(token, signal),
          listMyJobs(token, signal),
        ]);
        void keepRecords('records', token, { application, jobs });
        setSavedAt(null);
        return { application, jobs };
      } catch (error) {
        const kept = noConnection(error) ? await keptRecords<MyWorkRecords>('records', token) : undefined;
        if (!kept) throw error;
        setSavedAt(kept.savedAt);
        return kept.records;
      }
    },
    [token],
  );
  const { loaded, reload: load, retry, refused: failed } = useOwnRecords(records, onSessionEnded);
  useLinkedCard(loaded.status === 'ready');
  const [declining, setDeclining] = useState<MyJob | null>(null);
  const queued = useStepQueue(token, {
    onSent: (message) => toast.success(translateMessage(t, message)),
    onRefused: failed,
    afterSend: () => void load(),
  });

  /** "On my way" and "Mark as done": sent now, or kept and sent when the connection returns. */
  const tapStep = async (job: MyJob, step: QueuedStep['step']) => {
    const tapped: QueuedStep = { id: crypto.randomUUID(), jobId: job._id, step };
    const later = async () =>
      toast.success(
        t((await queued.queue(tapped)) ? 'myWork.offline.queued' : 'myWork.offline.alreadyQueued'),
      );
    if (!navigator.onLine) return later();
    try {
      toast.success(translateMessage(t, (await sendStep(token, tapped)).message));
      await load();
    } catch (error) {
      if (noConnection(error)) return later();
      failed(error);
    }
  };

  // A wrong code (400) is said by the form; a lock (423) reloads so the card says so. The code is checked
  // by the server at once, so starting needs a connection.
  const start = async (job: MyJob, code: string) => {
    if (!navigator.onLine) return toast.error(t('myWork.offline.startNeedsConnection'));
    try {
      toast.success(translateMessage(t, (await startJob(token, job._id, code)).message));
    } catch (error) {
      if ((error as { status?: number }).status === 400) throw error;
      if (noConnection(error)) return toast.error(t('myWork.offline.startNeedsConnection'));
      failed(error);
    }
    await load();
  };
  const offline = savedAt !== null || !online;

  const jobs = loaded.status === 'ready' ? loaded.data.jobs : [];
  const soon = jobs.filter(isSoon);
  const later = jobs.filter((job) => !isSoon(job));
  const jobList = (list: MyJob[]) => (
    <ul className="my-list">
      {list.map((job) => (
        <li key={job._id}>
          <JobCard
            job={job}
            onDecline={() => setDeclining(job)}
            onComplete={() => void tapStep(job, 'complete')}
            onMyWay={() => void tapStep(job, 'on-my-way')}
            pending={queued.steps.filter((step) => step.jobId === job._id).map((step) => step.step)}
            onStart={(code) => start(job, code)}
            onFailed={failed}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <header className="page-heading">
        <h1>{t('myWork.title', { ns: 'public' })}</h1>
      </header>
      {offline && loaded.status === 'ready' && (
        <section className="card my-account" role="status">
          {savedAt && <h2>{t('myWork.offline.savedAt', { time: formatDayTime(savedAt, i18n.language) })}</h2>}
          <p>{t('myWork.offline.what')}</p>
        </section>
      )}
      {loaded.status === 'loading' && <p role="status">{t('myBookings.loading')}</p>}
      {loaded.status === 'error' && <LoadError text={loaded.text} onRetry={retry} />}
      {loaded.status === 'ready' && (
        <>
          {soon.length > 0 && (
            <section aria-labelledby="my-soon-heading">
              <h2 id="my-soon-heading" className="my-section-title">
                {t('myWork.soonTitle')}
              </h2>
              {jobList(soon)}
            </section>
          )}
          {loaded.data.application?.status === 'approved' && (
            <OffersSection token={token} onSessionEnded={onSessionEnded} onAccepted={() => void load()} />
          )}
          <AppCard role="artist" token={token} onFailed={failed} />
          <section className="card my-account" aria-labelledby="my-application-heading">
            <h2 id="my-application-heading">{t('myWork.applicationTitle')}</h2>
            {loaded.data.application ? (
              <>
                <p className={`my-status my-status--${statusClass(loaded.data.application.status)}`}>
                  {t(`myWork.application.${loaded.data.application.status}`)}
                </p>
                {loaded.data.application.status === 'rejected' && loaded.data.application.reviewNote && (
                  <p>{t('myWork.reviewNote', { note: loaded.data.application.reviewNote })}</p>
                )}
              </>
            ) : (
              <p>{t('myWork.noApplication')}</p>
            )}
            <div className="my-actions">
              <a className="button button--ghost" href={applicationFormPath}>
                {t(loaded.data.application ? 'myWork.updateApplication' : 'myWork.apply')}
              </a>
              <button type="button" className="button button--ghost" onClick={onSignOut}>
                {t('myBookings.signOut')}
              </button>
            </div>
          </section>
          {/* Settings are changed online only: offline they are not shown at all. */}
          {!offline && loaded.data.application?.status === 'approved' && (
            <AutoAcceptSwitch token={token} onSessionEnded={onSessionEnded} />
          )}
          {!offline && loaded.data.application?.status === 'approved' && (
            <PublicProfileSwitch token={token} onSessionEnded={onSessionEnded} />
          )}
          {!offline && loaded.data.application && <WhenIWork token={token} onSessionEnded={onSessionEnded} />}
          {!offline && loaded.data.application && (
            <CalendarLink
              className="card my-account"
              labels={calendarLinkLabels((name) =>
                t(`myWork.calendar${name.charAt(0).toUpperCase()}${name.slice(1)}`),
              )}
              newLink={() => newCalendarLink(token)}
              onCopied={(text) => toast.success(text)}
              onFailed={failed}
            />
          )}
          {/* The other jobs; with every job of today or tomorrow up top, none is left here. */}
          {(later.length > 0 || jobs.length === 0) && (
            <h2 className="my-section-title">{t('myWork.jobsTitle')}</h2>
          )}
          {jobs.length === 0 ? (
            <p className="card my-empty">{t('myWork.noJobs')}</p>
          ) : (
            later.length > 0 && jobList(later)
          )}
        </>
      )}
      {declining && (
        <ReasonDialog
          title={t('myWork.declineTitle')}
          question={t('myWork.declineQuestion', { name: declining.fullName })}
          label={t('myWork.reason')}
          keepLabel={t('myBookings.keep')}
          confirmLabel={t('myWork.confirmDecline')}
          requiredMessage={t('myWork.reasonRequired')}
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

interface JobCardProps {
  job: MyJob;
  onDecline(): void;
  onComplete(): void;
  onMyWay(): void;
  onStart(code: string): Promise<void>;
  onFailed(error: unknown): void;
  /** Steps tapped without a connection, still to be sent. */
  pending: QueuedStep['step'][];
}

function JobCard({ job, onDecline, onComplete, onMyWay, onStart, onFailed, pending }: JobCardProps) {
  const { t } = useTranslation('records');
  const labels = useBookingLabels();
  const team = teamOf(job);
  return (
    // The id is the booking's reference, which a push's page names (/my-work#REF, lib/linked-card.ts).
    <article
      id={bookingReference(job._id)}
      tabIndex={-1}
      className="card my-card"
      aria-label={`${job.fullName}, ${labels.dates(job.selectedDates)}`}
    >
      <p className={`my-status my-status--${job.status}`}>{t(`myWork.jobStatus.${job.status}`)}</p>
      <h3 className="my-card__title">{labels.dates(job.selectedDates)}</h3>
      <dl className="my-facts">
        <dt>{t('myWork.customer')}</dt>
        <dd>{job.fullName}</dd>
        <dt>{t('myWork.contact')}</dt>
        <dd>
          <a href={telLink(job.contactNumber)}>{job.contactNumber}</a>
        </dd>
        <BookedWorkFacts work={job} />
      </dl>
      {team && <JobTeamFacts team={team} />}
      <DesignThumbnails record={job} />
      {pending.map((step) => (
        <p key={step} className="my-note my-note--offer" role="status">
          {t(`myWork.offline.pending.${step}`)}
        </p>
      ))}
      {/* The day's order: on the way first, then the code at the door. */}
      {job.canSayOnMyWay && (
        <div className="my-actions my-actions--first">
          <button type="button" className="button button--primary" onClick={onMyWay}>
            {t('myWork.onMyWay')}
          </button>
        </div>
      )}
      {job.canStart && <StartJobForm onStart={onStart} onFailed={onFailed} />}
      {job.startLocked && (
        <p className="my-note my-note--offer" role="status">
          {t('myWork.startLocked')}
        </p>
      )}
      {(job.status === 'confirmed' || job.status === 'in_progress') && (
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
        </div>
      )}
      {/* Handing a job back lets the customer down: apart from the everyday buttons, and red. */}
      {job.status === 'confirmed' && (
        <div className="my-actions my-actions--apart">
          <button type="button" className="button button--danger-quiet" onClick={onDecline}>
            {t('myWork.decline')}
          </button>
        </div>
      )}
    </article>
  );
}
