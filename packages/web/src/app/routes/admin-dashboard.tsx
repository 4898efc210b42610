import { AdminAuthProvider } from '../../features/admin/auth/admin-auth';
import { DashboardPage } from '../../features/admin/components/dashboard-page';
import '../../features/admin/admin.css';
import { useEffect } from 'react';
import { startInstalledApp } from '../../lib/installed-app';

export function Component() {
  // The console is the owner's installable app (docs/pages.md#the-app): its manifest and service worker.
  useEffect(() => void startInstalledApp('owner'), []);
  return (
    <AdminAuthProvider>
      <DashboardPage />
    </AdminAuthProvider>
  );
}
