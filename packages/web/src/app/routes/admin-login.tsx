import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/admin/components/login-form';
import '../../features/admin/admin.css';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <main id="main" className="admin-auth-page">
      <LoginForm />
      <Link to={paths.home} className="admin-auth-page__home">
        {t('login.backHome')}
      </Link>
    </main>
  );
}
