import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { AdminAuthProvider } from '../../features/admin/auth/admin-auth';
import { AdminHeader } from '../../features/admin/components/admin-header';
import { ChangePasswordForm } from '../../features/admin/components/change-password-form';
import '../../features/admin/admin.css';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminAuthProvider>
      <div className="admin-shell">
        <AdminHeader title={<h1>{t('profile.title')}</h1>}>
          <Link to={paths.adminDashboard} className="button button--ghost button--small">
            {t('profile.back')}
          </Link>
        </AdminHeader>
        <main id="main" className="admin-main admin-main--narrow">
          <ChangePasswordForm />
        </main>
      </div>
    </AdminAuthProvider>
  );
}
