import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { Dialog } from '../../../ui/dialog';
import { useChangePassword } from '../api/change-password';
import { useMessages } from '../hooks/use-messages';

type FieldName = 'currentPassword' | 'newPassword';

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
  const [values, setValues] = useState<Record<FieldName, string>>({ currentPassword: '', newPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const answer = await changePassword(values);
      setValues({ currentPassword: '', newPassword: '' });
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
          {t(`profile.${name}`)}
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
