import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { FieldError } from '../../../ui/field';

interface DesignFilesFieldProps {
  files: readonly File[];
  onChange(files: File[]): void;
  error?: string;
}

/** Several photos of the artist's work, with previews and a remove button each. */
export function DesignFilesField({ files, onChange, error }: DesignFilesFieldProps) {
  const { t } = useTranslation('public');
  const id = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <span className="field__label" id={`${id}-label`}>
        {t('artist.designs')}
      </span>
      <p id={`${id}-hint`} className="field__hint">
        {t('artist.designsHint')}
      </p>
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
        <span>{t('artist.chooseFiles')}</span>
      </label>
      <input
        id={id}
        className="visually-hidden file-input"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // The same photo chosen twice is kept once.
          const known = new Set(files.map((file) => `${file.name}:${file.size}`));
          onChange([...files, ...chosen.filter((file) => !known.has(`${file.name}:${file.size}`))]);
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="file-previews" aria-label={t('artist.chosenFiles', { count: files.length })}>
          {files.map((file, index) => (
            <li key={`${file.name}:${file.size}:${index}`} className="file-preview">
              <img src={previews[index]} alt="" width={96} height={96} />
              <span className="file-preview__name">{file.name}</span>
              <button
                type="button"
                className="file-preview__remove"
                aria-label={t('artist.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
