import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { designUploadFieldsSchema, sidersUploadFieldsSchema, type SidersType } from '@mehendi/shared';
import { ApiRequestError } from '../../../lib/api-client';
import { Dialog } from '../../../ui/dialog';
import { useToast } from '../../../ui/toast';
import { useMessages } from '../hooks/use-messages';
import type { DesignFilter } from './design-filters';
import { DesignFilterSelects, SidersTypeSelect } from './filter-selects';
import { useShelfWrites } from './shelf-api';

type UploadTarget =
  | { mode: 'designs'; onUploaded(filter: DesignFilter): void }
  | { mode: 'siders'; onUploaded(type: SidersType): void };

type UploadFormProps = UploadTarget & {
  /** Opens the view of what was just uploaded. */
  onView(): void;
};

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

/**
 * Design upload, both modes (docs/pages.md): the group selects, a file with a preview, a progress bar and
 * 'Uploading...' while sending, then the success modal; the selection resets and the view follows it.
 */
export function DesignUploadForm(props: UploadFormProps) {
  const { t } = useTranslation('admin');
  const { message, serverText } = useMessages();
  const toast = useToast();
  const { upload } = useShelfWrites();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState<DesignFilter>({ variety: '', priceRange: '' });
  const [sidersType, setSidersType] = useState('');
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  // The preview's object URL is released when another file is chosen or the form goes away.
  useEffect(() => {
    if (!image) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  function chooseFile(file: File | undefined) {
    setImage(file ? { file, url: URL.createObjectURL(file) } : null);
    setError(null);
  }

  function reset() {
    setFilter({ variety: '', priceRange: '' });
    setSidersType('');
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const onProgress = (fraction: number) => setProgress(fraction);
    try {
      if (props.mode === 'designs') {
        const fields = designUploadFieldsSchema.safeParse(filter);
        if (!fields.success || !image) return setError(message('uploadFieldsMissing'));
        setError(null);
        setProgress(0);
        await upload({ kind: 'designs', ...fields.data }, image.file, onProgress);
        props.onUploaded(fields.data);
      } else {
        const fields = sidersUploadFieldsSchema.safeParse({ sidersType });
        if (!fields.success || !image) return setError(message('sidersUploadFieldsMissing'));
        setError(null);
        setProgress(0);
        await upload({ kind: 'siders', ...fields.data }, image.file, onProgress);
        props.onUploaded(fields.data.sidersType);
      }
      reset();
      setSucceeded(true);
    } catch (failure) {
      const reason =
        failure instanceof ApiRequestError && failure.body.error
          ? serverText(failure.body.error)
          : message('unknownError');
      toast.error(`${message('uploadFailed')}${reason}`);
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  const title = props.mode === 'designs' ? t('sections.upload-designs') : t('sections.upload-siders');

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{title}</h2>
      </div>
      <form
        className="card admin-upload"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={uploading}
      >
        <fieldset className="admin-upload__fields" disabled={uploading}>
          <legend className="visually-hidden">{title}</legend>
          {props.mode === 'designs' ? (
            <DesignFilterSelects value={filter} onChange={setFilter} />
          ) : (
            <SidersTypeSelect value={sidersType} onChange={setSidersType} />
          )}
          <div className="field">
            <label className="field__label" htmlFor={`${id}-image`}>
              {t('upload.image')}
            </label>
            <input
              ref={fileInput}
              id={`${id}-image`}
              className="field__input admin-upload__file"
              type="file"
              accept={ACCEPTED_IMAGES}
              aria-describedby={`${id}-hint`}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
            <p id={`${id}-hint`} className="admin-muted admin-hint">
              {t('upload.hint')}
            </p>
          </div>
        </fieldset>
        {image && (
          <figure className="admin-upload__preview">
            <img src={image.url} alt={t('upload.previewAlt')} />
            <figcaption>{image.file.name}</figcaption>
          </figure>
        )}
        {uploading && (
          <div className="admin-progress">
            <label htmlFor={`${id}-progress`}>{t('upload.progress')}</label>
            <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)} />
            <span aria-hidden="true">{Math.round(progress * 100)}%</span>
          </div>
        )}
        {error && (
          <p className="admin-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={uploading}>
          {uploading ? t('upload.submitting') : t('upload.submit')}
        </button>
      </form>
      <Dialog
        open={succeeded}
        title={message('uploadSuccess')}
        onClose={() => setSucceeded(false)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={props.onView}>
              {props.mode === 'designs' ? t('upload.viewDesigns') : t('upload.viewSiders')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setSucceeded(false)}
              autoFocus
            >
              {t('common.close')}
            </button>
          </>
        }
      >
        <p>{t('upload.successBody')}</p>
      </Dialog>
    </section>
  );
}
