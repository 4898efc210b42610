import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import {
  designUploadFieldsSchema,
  sidersUploadFieldsSchema,
  type CatalogueShelf,
  type SidersType,
} from '@mehendi/shared';
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

function release(photos: readonly Photo[]) {
  for (const photo of photos) URL.revokeObjectURL(photo.url);
}

/** A chosen photo, its preview, and how its upload went. */
interface Photo {
  file: File;
  url: string;
  state: 'waiting' | 'uploading' | 'failed';
  error?: string;
}

/**
 * Design upload, both modes (docs/pages.md#admin-pages): the group selects, one or more photos with a
 * preview each, sent one after another with a progress bar; a photo the server refuses stays listed with
 * why. The chosen group stays for the next photos, and the view follows it.
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
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [progress, setProgress] = useState<{ index: number; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(0);

  // A preview's object URL is released when its photo leaves the list, and all of them with the form.
  const shown = useRef<Photo[]>([]);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => release(shown.current), []);

  function choose(files: FileList | null) {
    release(photos);
    setPhotos([...(files ?? [])].map((file) => ({ file, url: URL.createObjectURL(file), state: 'waiting' })));
    setError(null);
  }

  function setState(url: string, change: Pick<Photo, 'state' | 'error'>) {
    setPhotos((current) => current.map((photo) => (photo.url === url ? { ...photo, ...change } : photo)));
  }

  /** The shelf the selects name, or the message saying what is missing. */
  function chosenShelf(): CatalogueShelf | string {
    if (props.mode === 'designs') {
      const fields = designUploadFieldsSchema.safeParse(filter);
      return fields.success && photos.length > 0
        ? { kind: 'designs', ...fields.data }
        : message('uploadFieldsMissing');
    }
    const fields = sidersUploadFieldsSchema.safeParse({ sidersType });
    return fields.success && photos.length > 0
      ? { kind: 'siders', ...fields.data }
      : message('sidersUploadFieldsMissing');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const shelf = chosenShelf();
    if (typeof shelf === 'string') return setError(shelf);
    setError(null);
    const sent: Photo[] = [];
    for (const [index, photo] of photos.entries()) {
      setProgress({ index, fraction: 0 });
      setState(photo.url, { state: 'uploading', error: undefined });
      try {
        await upload(shelf, photo.file, (fraction) => setProgress({ index, fraction }));
        sent.push(photo);
      } catch (failure) {
        const reason =
          failure instanceof ApiRequestError && failure.body.error
            ? serverText(failure.body.error)
            : message('unknownError');
        setState(photo.url, { state: 'failed', error: reason });
        toast.error(`${message('uploadFailed')}${reason}`);
      }
    }
    setProgress(null);
    // What was sent leaves the list; what was refused stays, with why, to be fixed or sent again.
    release(sent);
    setPhotos((current) => current.filter((photo) => !sent.some((done) => done.url === photo.url)));
    // The list is what is left to send; the input starts empty for the next photos.
    if (fileInput.current) fileInput.current.value = '';
    if (sent.length === 0) return;
    if (shelf.kind === 'designs' && props.mode === 'designs')
      props.onUploaded({ variety: shelf.variety, priceRange: shelf.priceRange });
    if (shelf.kind === 'siders' && props.mode === 'siders') props.onUploaded(shelf.sidersType);
    setUploaded(sent.length);
  }

  const uploading = progress !== null;
  const percent = progress ? Math.round(progress.fraction * 100) : 0;
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
              multiple
              accept={ACCEPTED_IMAGES}
              aria-describedby={`${id}-hint`}
              onChange={(event) => choose(event.target.files)}
            />
            <p id={`${id}-hint`} className="admin-muted admin-hint">
              {t('upload.hint')}
            </p>
          </div>
        </fieldset>
        {photos.length > 0 && (
          <ul className="admin-upload__previews" aria-label={t('upload.chosen', { count: photos.length })}>
            {photos.map((photo) => (
              <li key={photo.url} className={`admin-upload__preview admin-upload__preview--${photo.state}`}>
                <img src={photo.url} alt={t('upload.previewAlt', { name: photo.file.name })} />
                <span className="admin-upload__name">{photo.file.name}</span>
                {photo.state === 'failed' ? (
                  <span className="admin-form-error">{photo.error}</span>
                ) : (
                  <span className="admin-muted">{t(`upload.states.${photo.state}`)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {progress && (
          <div className="admin-progress">
            <label htmlFor={`${id}-progress`}>
              {t('upload.progress')}:{' '}
              {t('upload.photoOf', { number: progress.index + 1, count: photos.length })}
            </label>
            <progress id={`${id}-progress`} max={100} value={percent} />
            <span aria-hidden="true">{percent}%</span>
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
        open={uploaded > 0}
        title={message('uploadSuccess')}
        onClose={() => setUploaded(0)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={props.onView}>
              {props.mode === 'designs' ? t('upload.viewDesigns') : t('upload.viewSiders')}
            </button>
            <button type="button" className="button button--primary" onClick={() => setUploaded(0)} autoFocus>
              {t('common.close')}
            </button>
          </>
        }
      >
        <p>{t('upload.successBody', { count: uploaded })}</p>
      </Dialog>
    </section>
  );
}
