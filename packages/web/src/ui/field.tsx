import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ShellProps {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  children(control: ControlProps): ReactNode;
}

/**
 * Label, hint, control and error message, tied together: the control is described by the hint and the
 * error, and the error sits in a polite live region so a new message is read out when it appears.
 */
export function FieldShell({ label, error, hint, id, children }: ShellProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Always rendered, so screen readers already watch the region when a message arrives. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="field__error" aria-live="polite">
      {error}
    </p>
  );
}

/** What every field shows around its control: the label, a hint, the error, and its id when given. */
type FieldText = { label: string; error?: string; hint?: string; id?: string };

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldText;

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {(control) => <input {...input} {...control} className={`field__input ${className ?? ''}`} />}
    </FieldShell>
  );
}

type DigitsFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'inputMode'> & {
  value: string;
  /** Called with the digits only: anything else typed or pasted is dropped. */
  onDigits(digits: string): void;
};

/** A number typed on the phone's digit keypad: a 10-digit mobile number or a 6-digit pincode. */
export function DigitsField({ onDigits, ...field }: DigitsFieldProps) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
    />
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldText;

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id}>
      {(control) => <textarea {...textarea} {...control} className={`field__input ${className ?? ''}`} />}
    </FieldShell>
  );
}

/** Moves focus to the first field showing an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[data-invalid="true"]');
  // A field may name the control to focus (the calendar's focusable day rather than its month buttons).
  const target = invalid?.matches('input, textarea, select, button')
    ? invalid
    : (invalid?.querySelector<HTMLElement>('[data-focus-first]') ??
      invalid?.querySelector<HTMLElement>('input, textarea, select, button'));
  target?.focus();
  invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
