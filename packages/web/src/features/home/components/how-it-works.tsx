import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';

const STEPS = ['choose', 'verify', 'celebrate'] as const;

export function HowItWorks() {
  const { t } = useTranslation('public');
  return (
    <section className="how-it-works container" aria-labelledby="how-title">
      <h2 id="how-title">{t('home.howTitle')}</h2>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step} className="step">
            <span className="step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="step__title">{t(`home.steps.${step}.title`)}</h3>
            <p>{t(`home.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="how-it-works__artists">
        <Link to={paths.artists}>{t('home.artistsLink')}</Link>
      </p>
    </section>
  );
}
