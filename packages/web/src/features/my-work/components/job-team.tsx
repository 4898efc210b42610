import { whatsappLink, type JobTeam } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { telLink } from '../../../lib/booking-labels';
import { jobTeamText } from '../job-team-text';
import './job-team.css';

/**
 * A team job's team on its card (docs/pages.md "My work"): "Team of 7 · You do the bride", the lead to
 * call or WhatsApp (or "You lead this team"), and the other artists, who does the bride first.
 */
export function JobTeamFacts({ team }: { team: JobTeam }) {
  const { t } = useTranslation('records');
  const text = jobTeamText(t, team);
  const lead = team.iAmLead ? null : team.lead;
  return (
    <section className="job-team" aria-label={text.title}>
      <p className="job-team__title">
        <strong>{text.title}</strong>
        {' · '}
        {text.role}
      </p>
      <p className="job-team__lead">{text.lead}</p>
      {lead && (
        <div className="my-actions">
          <a className="button button--ghost button--small" href={telLink(lead.whatsappNumber)}>
            {t('myWork.team.callLead', { name: lead.firstName })}
          </a>
          <a
            className="button button--ghost button--small"
            href={whatsappLink(lead.whatsappNumber)}
            target="_blank"
            rel="noreferrer"
          >
            {t('myWork.team.whatsappLead', { name: lead.firstName })}
          </a>
        </div>
      )}
      {text.others.length > 0 && (
        <>
          <h4 className="job-team__others-title">{t('myWork.team.others')}</h4>
          <ul className="job-team__others">
            {text.others.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {text.open && <p className="job-team__open">{text.open}</p>}
    </section>
  );
}
