import { useId, type ReactNode } from 'react';
import { FieldError } from './field';
import './file-drop.css';

interface FileDropProps {
  label: string;
  hint?: string;
  /** The words on the area a thumb taps ("Choose photos"). */
  chooseLabel: string;
  accept: string;
  multiple?: boolean;
  error?: string;
  onFiles(files: File[]): void;
  /** What was chosen (previews, names), shown between the area and the error. */
  children?: ReactNode;
}

/**
 * Photos to send: the product's own tap area (at least 44 px, the browser's small "Choose Files" hidden),
 * what was chosen under it and the field's error beside it. The review's stain photos use it.
 */
export function FileDrop({
  label,
  hint,
  chooseLabel,
  accept,
  multiple,
  error,
  onFiles,
  children,
}: FileDropProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="visually-hidden file-input"
        type="file"
        accept={accept}
        multiple={multiple}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Chosen again, the same photo is a change the next time too.
          event.target.value = '';
          onFiles(chosen);
        }}
      />
      <label className="file-drop" htmlFor={id}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M12 16V4m0 0-5 5m5-5 5 5M4 20h16"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        <span>{chooseLabel}</span>
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
