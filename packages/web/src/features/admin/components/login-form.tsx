import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';
import { useToast } from '../../../ui/toast';
import { Captcha, type CaptchaHandle } from '../../../ui/captcha';
import { asksForCaptcha, loginAdmin } from '../api/login';
import { storeAdminToken } from '../auth/admin-token';
import { useMessages } from '../hooks/use-messages';
import { SubmitButton } from '../../../ui/submit-button';

// A solution is fetched afresh for each call, so an expired one needs nothing done.
const ignoreExpiry = () => undefined;

/**
 * Admin login (docs/pages.md#admin-pages): email, password, Login; no client-side rules (the server's answer
 * decides). When the account's failure limit is reached the server asks for a captcha: the invisible
 * proof of work is solved and the same sign-in sent again with it, once (docs/security.md).
 */
export function LoginForm() {
  const { t } = useTranslation('admin');
  const { message, errorText } = useMessages();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An empty field is named beside it, before anything is sent (docs/pages.md).
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const captcha = useRef<CaptchaHandle>(null);

  async function signIn() {
    try {
      return await loginAdmin({ email, password });
    } catch (failure) {
      if (!asksForCaptcha(failure)) throw failure;
      const solved = await captcha.current?.solve();
      if (!solved) throw failure;
      return loginAdmin({ email, password, captcha: solved });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = {
      email: email.trim() ? undefined : t('forms.emailRequired'),
      password: password ? undefined : t('forms.passwordRequired'),
    };
    setMissing(empty);
    if (empty.email || empty.password) return setError(null);
    setPending(true);
    setError(null);
    try {
      const { token } = await signIn();
      storeAdminToken(token);
      toast.success(message('adminLoginSuccess'), { acrossNavigation: true });
      await navigate(paths.adminDashboard, { replace: true });
    } catch (failure) {
      setError(errorText(failure, 'loginFailed'));
      setPending(false);
    }
  }

  return (
    <form className="card admin-auth-card" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t('login.title')}</h1>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          {t('login.email')}
        </label>
        <input
          id={`${id}-email`}
          className="field__input"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing((old) => ({ ...old, email: undefined }));
          }}
          aria-invalid={error || missing.email ? true : undefined}
          aria-describedby={missing.email ? `${id}-email-error` : error ? `${id}-error` : undefined}
        />
        {missing.email && (
          <p id={`${id}-email-error`} className="field__error" role="alert">
            {missing.email}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t('login.password')}
        </label>
        <input
          id={`${id}-password`}
          className="field__input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing((old) => ({ ...old, password: undefined }));
          }}
          aria-invalid={error || missing.password ? true : undefined}
          aria-describedby={missing.password ? `${id}-password-error` : error ? `${id}-error` : undefined}
        />
        {missing.password && (
          <p id={`${id}-password-error`} className="field__error" role="alert">
            {missing.password}
          </p>
        )}
      </div>
      <Captcha ref={captcha} onExpired={ignoreExpiry} preload={false} />
      {error && (
        <p id={`${id}-error`} className="admin-form-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton className="button button--primary admin-auth-card__submit" disabled={pending}>
        {pending ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
