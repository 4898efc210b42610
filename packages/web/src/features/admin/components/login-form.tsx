import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';
import { useToast } from '../../../ui/toast';
import { Captcha, type CaptchaHandle } from '../../../ui/captcha';
import { asksForCaptcha, loginAdmin } from '../api/login';
import { storeAdminToken } from '../auth/admin-token';
import { useMessages } from '../hooks/use-messages';
import { SubmitButton } from '../../../ui/submit-button';

type LoginFieldName = 'email' | 'password';
const LOGIN_FIELDS: { name: LoginFieldName; autoComplete: string }[] = [
  { name: 'email', autoComplete: 'username' },
  { name: 'password', autoComplete: 'current-password' },
];

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
  const [, navigate] = useLocation();
  const id = useId();
  const [typed, setTyped] = useState<Record<LoginFieldName, string>>({ email: '', password: '' });
  const { email, password } = typed;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An empty field is named beside it, before anything is sent (docs/pages.md).
  const [missing, setMissing] = useState<Partial<Record<LoginFieldName, string>>>({});
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
      navigate(paths.adminDashboard, { replace: true });
    } catch (failure) {
      setError(errorText(failure, 'loginFailed'));
      setPending(false);
    }
  }

  return (
    <form className="card admin-auth-card" onSubmit={(event) => void submit(event)} noValidate>
      <h1>{t('login.title')}</h1>
      {LOGIN_FIELDS.map((field) => (
        <LoginField
          key={field.name}
          id={`${id}-${field.name}`}
          label={t(`login.${field.name}`)}
          type={field.name}
          autoComplete={field.autoComplete}
          value={typed[field.name]}
          missing={missing[field.name]}
          formErrorId={error ? `${id}-error` : undefined}
          onChange={(value) => {
            setTyped((old) => ({ ...old, [field.name]: value }));
            setMissing((old) => ({ ...old, [field.name]: undefined }));
          }}
        />
      ))}
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

/**
 * One of the login's two fields: its own message when left empty, else pointing at the form's error (a
 * refused sign-in is about both fields).
 */
function LoginField(props: {
  id: string;
  label: string;
  type: LoginFieldName;
  autoComplete: string;
  value: string;
  missing: string | undefined;
  formErrorId: string | undefined;
  onChange(value: string): void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="field__input"
        type={props.type}
        autoComplete={props.autoComplete}
        inputMode={props.type === 'email' ? 'email' : undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.formErrorId || props.missing ? true : undefined}
        aria-describedby={props.missing ? errorId : props.formErrorId}
      />
      {props.missing && (
        <p id={errorId} className="field__error" role="alert">
          {props.missing}
        </p>
      )}
    </div>
  );
}
