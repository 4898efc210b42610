import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { isOneOf, SIDERS_TYPES, type SidersType } from '@mehendi/shared';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { useMessages } from '../hooks/use-messages';
import type { SidersFilter } from './design-filters';
import { SidersTypeSelect } from './filter-selects';
import { useShelf } from './shelf-api';
import { ShelfResults } from './shelf-results';

interface SidersViewProps {
  /** The type whose designs are shown (after 'View Siders Designs' or an upload). */
  viewed: SidersFilter;
  onView(type: SidersType): void;
}

/** Siders views (docs/pages.md): the type select and hint, 'View Siders Designs', then the grid. */
export function SidersView({ viewed, onView }: SidersViewProps) {
  const { t } = useTranslation('admin');
  const { message } = useMessages();
  const label = useCatalogueLabel();
  const [choice, setChoice] = useState<string>(viewed ?? '');
  const [error, setError] = useState<string | null>(null);
  const shelf = viewed && ({ kind: 'siders', sidersType: viewed } as const);
  const designs = useShelf(shelf);
  const hintId = useId();

  function view(event: FormEvent) {
    event.preventDefault();
    if (!isOneOf(SIDERS_TYPES, choice)) return setError(message('selectSidersTypeToView'));
    setError(null);
    if (choice === viewed) designs.reload();
    else onView(choice);
  }

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.view-siders')}</h2>
      </div>
      <form
        className="card admin-filters admin-filters--inline"
        onSubmit={view}
        noValidate
        aria-describedby={hintId}
      >
        <SidersTypeSelect value={choice} onChange={setChoice} />
        <button type="submit" className="button button--primary">
          {t('siders.view')}
        </button>
        <p id={hintId} className="admin-muted admin-hint admin-filters__hint">
          {t('siders.hint')}
        </p>
      </form>
      <ShelfResults
        shelf={shelf}
        designs={designs}
        groupLabel={viewed ? label(viewed) : ''}
        notice={
          error && (
            <p className="admin-empty admin-form-error" role="alert">
              {error}
            </p>
          )
        }
      />
    </section>
  );
}
