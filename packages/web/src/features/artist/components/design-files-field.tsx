import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { FileDrop } from '../../../ui/file-drop';
import { preparePhoto } from '../prepare-photo';

interface DesignFilesFieldProps {
  files: readonly File[];
  onChange(files: File[]): void;
  error?: string;
}

/** Several photos of the artist's work, with previews and a remove button each. */
export function DesignFilesField({ files, onChange, error }: DesignFilesFieldProps) {
  const { t } = useTranslation('public');
  const [preparing, setPreparing] = useState(false);
  // Names of chosen files that are not photos the browser can read, shown beside the list.
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  // The same photo chosen twice is kept once (a resized copy keeps the name and date).
  const add = (chosen: File[]) => {
    const key = (file: File) => `${file.name}:${file.lastModified}`;
    const known = new Set(files.map(key));
    const fresh = chosen.filter((file) => !known.has(key(file)));
    setPreparing(true);
    void Promise.all(fresh.map(preparePhoto)).then((results) => {
      setPreparing(false);
      setUnreadable(results.flatMap((result) => (result.ok ? [] : [result.name])));
      onChange([...files, ...results.flatMap((result) => (result.ok ? [result.file] : []))]);
    });
  };

  return (
    <FileDrop
      label={t('artist.designs')}
      hint={t('artist.designsHint')}
      chooseLabel={t('artist.chooseFiles')}
      accept="image/jpeg,image/png,image/webp"
      multiple
      onFiles={add}
      error={
        error ??
        (unreadable.length > 0 ? t('artist.unreadablePhotos', { names: unreadable.join(', ') }) : undefined)
      }
    >
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
      {preparing && (
        <p className="field__hint" role="status">
          {t('artist.preparingPhotos')}
        </p>
      )}
    </FileDrop>
  );
}
