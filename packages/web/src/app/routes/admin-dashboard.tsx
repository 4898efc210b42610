import { AdminAuthProvider } from '../../features/admin/auth/admin-auth';
import { DashboardPage } from '../../features/admin/components/dashboard-page';
import '../../features/admin/admin.css';

export function Component() {
  return (
    <AdminAuthProvider>
      <DashboardPage />
    </AdminAuthProvider>
  );
}
