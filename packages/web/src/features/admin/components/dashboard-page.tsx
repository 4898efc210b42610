import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n';
import type { SidersType } from '@mehendi/shared';
import { useNotifications } from '../hooks/use-notifications';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';
import { AdminSidebar } from './admin-sidebar';
import { ArtistsSection } from './artists-section';
import { BookingsSection } from './bookings-section';
import { NO_DESIGN_FILTER, type DesignFilter, type SidersFilter } from '../catalogue/design-filters';
import { DesignUploadForm } from '../catalogue/design-upload-form';
import { DesignsView } from '../catalogue/designs-view';
import { NotificationsButton } from './notifications-button';
import { OverviewSection } from './overview-section';
import { ReviewsSection } from './reviews-section';
import { AdvancesSection } from './advances-section';
import { sectionOf, sectionSearch, type Section } from './sections';
import { SidersView } from '../catalogue/siders-view';
import { SettingsSection } from '../matching/settings-section';
import { PageSpinner } from '../../../ui/page-spinner';

// Loaded when opened, so the console's first screen does not carry the calendar.
const SeasonSection = lazy(() =>
  import('./season-section').then((module) => ({ default: module.SeasonSection })),
);

/**
 * Admin dashboard (docs/pages.md): header with notifications and the Admin menu, sidebar, the chosen section.
 */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const section = sectionOf(search.get('section'));
  const notifications = useNotifications();
  // The views' filters live here so that an upload can point its view at what was just uploaded.
  const [designFilter, setDesignFilter] = useState<DesignFilter>(NO_DESIGN_FILTER);
  const [sidersFilter, setSidersFilter] = useState<SidersFilter>(null);

  const open = (next: Section) => setSearch(new URLSearchParams(sectionSearch(next)));

  function content() {
    switch (section) {
      case 'overview':
        return <OverviewSection />;
      case 'artists':
        return <ArtistsSection liveVersion={notifications.liveVersion} />;
      case 'customers':
        return <BookingsSection liveVersion={notifications.liveVersion} />;
      case 'season':
        return (
          <Suspense fallback={<PageSpinner />}>
            <SeasonSection liveVersion={notifications.liveVersion} />
          </Suspense>
        );
      case 'upload-designs':
        return (
          <DesignUploadForm mode="designs" onUploaded={setDesignFilter} onView={() => open('view-designs')} />
        );
      case 'view-designs':
        return <DesignsView filter={designFilter} onFilterChange={setDesignFilter} />;
      case 'upload-siders':
        return (
          <DesignUploadForm
            mode="siders"
            onUploaded={(type: SidersType) => setSidersFilter(type)}
            onView={() => open('view-siders')}
          />
        );
      case 'view-siders':
        return <SidersView viewed={sidersFilter} onView={setSidersFilter} />;
      case 'reviews':
        return <ReviewsSection />;
      case 'advances':
        return <AdvancesSection />;
      case 'settings':
        return <SettingsSection />;
    }
  }

  return (
    <div className="admin-shell">
      <AdminHeader title={<h1>{t('dashboard.title')}</h1>}>
        <NotificationsButton notifications={notifications} />
        <AdminMenu />
      </AdminHeader>
      <div className="admin-body">
        <AdminSidebar current={section} />
        <main id="main" className="admin-main">
          {content()}
        </main>
      </div>
    </div>
  );
}
