import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { Dialog } from '../../../ui/dialog';
import { useChangePassword } from '../api/change-password';
import { useMessages } from '../hooks/use-messages';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Admin change password (docs/pages.md#admin-pages): current and new password, Update Password, then the
 * success modal. No client-side rules (docs/rules-and-messages.md#admin); the server's messages are shown on
 * the form and its fields.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('admin');
  const { message, serverText, errorText } = useMessages();
  const changePassword = useChangePassword();
  const id = useId();
  const [values, setValues] = useState<Record<FieldName, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Empty fields and a mistyped repeat are named beside their field before anything is sent.
    const local: Partial<Record<FieldName, string>> = {
      currentPassword: values.currentPassword ? undefined : t('forms.currentRequired'),
      newPassword: values.newPassword ? undefined : t('forms.newRequired'),
      confirmPassword:
        values.newPassword && values.confirmPassword !== values.newPassword ? t('forms.mismatch') : undefined,
    };
    setFieldErrors(local);
    if (Object.values(local).some(Boolean)) return;
    setPending(true);
    try {
      const answer = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setSuccess(answer.message ? serverText(answer.message) : message('passwordUpdated'));
    } catch (failure) {
      const fields = failure instanceof ApiRequestError ? failure.fields : {};
      if (fields.currentPassword || fields.newPassword) {
        // Said once, beside the field it is about.
        setFieldErrors({
          currentPassword: fields.currentPassword && serverText(fields.currentPassword),
          newPassword: fields.newPassword && serverText(fields.newPassword),
        });
      } else {
        setError(errorText(failure, 'passwordChangeFailed'));
      }
    } finally {
      setPending(false);
    }
  }

  function field(name: FieldName, autoComplete: string) {
    const fieldError = fieldErrors[name];
    return (
      <div className="field">
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {name === 'confirmPassword' ? t('forms.confirmNew') : t(`profile.${name}`)}
        </label>
        <input
          id={`${id}-${name}`}
          className="field__input"
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-${name}-error` : undefined}
        />
        {fieldError && (
          <p id={`${id}-${name}-error`} className="field__error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <form className="card admin-auth-card" onSubmit={(event) => void submit(event)} noValidate>
        <h2>{t('profile.heading')}</h2>
        {field('currentPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('confirmPassword', 'new-password')}
        {error && (
          <p className="admin-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary admin-auth-card__submit" disabled={pending}>
          {pending ? t('profile.submitting') : t('profile.submit')}
        </button>
      </form>
      <Dialog
        open={success !== null}
        title={t('profile.successTitle')}
        onClose={() => setSuccess(null)}
        actions={
          <button type="button" className="button button--primary" onClick={() => setSuccess(null)} autoFocus>
            {t('common.close')}
          </button>
        }
      >
        <p>{success}</p>
      </Dialog>
    </>
  );
}
