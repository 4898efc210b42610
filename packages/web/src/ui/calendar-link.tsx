import { useId, useState } from 'react';
import './calendar-link.css';

const LABEL_NAMES = ['title', 'text', 'create', 'renew', 'open', 'copy', 'copied', 'address'] as const;
export type CalendarLinkLabels = Record<(typeof LABEL_NAMES)[number], string>;

/** The card's labels, each the text `textOf` gives its name (the console and My work key theirs apart). */
export function calendarLinkLabels(textOf: (name: keyof CalendarLinkLabels) => string): CalendarLinkLabels {
  return Object.fromEntries(LABEL_NAMES.map((name) => [name, textOf(name)])) as CalendarLinkLabels;
}

interface CalendarLinkProps {
  labels: CalendarLinkLabels;
  /** Asks the server for a new address (the one before stops working). */
  newLink(): Promise<{ url: string }>;
  onCopied(text: string): void;
  onFailed(error: unknown): void;
  className?: string;
  /** The heading's level where the card sits (the console's overview already has an h2). */
  heading?: 'h2' | 'h3';
}

/**
 * "Add my jobs to my calendar" (docs/pages.md "My work" and the console): a private subscription address
 * shown once asked for, to copy or open as webcal:// in the phone's calendar app. The address is not kept
 * in the page: asking again makes a new one and ends the old.
 */
export function CalendarLink({
  labels,
  newLink,
  onCopied,
  onFailed,
  className = 'card',
  heading: Heading = 'h2',
}: CalendarLinkProps) {
  const headingId = useId();
  const fieldId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    try {
      setUrl((await newLink()).url);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      onCopied(labels.copied);
    } catch (error) {
      onFailed(error);
    }
  }

  return (
    <section className={`${className} calendar-link`} aria-labelledby={headingId}>
      <Heading id={headingId}>{labels.title}</Heading>
      <p>{labels.text}</p>
      {url && (
        <p className="field">
          <label className="field__label" htmlFor={fieldId}>
            {labels.address}
          </label>
          <input
            id={fieldId}
            className="field__input"
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        </p>
      )}
      <div className="calendar-link__actions">
        {url && (
          <>
            <a className="button button--primary" href={url.replace(/^https?:/, 'webcal:')}>
              {labels.open}
            </a>
            <button type="button" className="button button--ghost" onClick={() => void copy(url)}>
              {labels.copy}
            </button>
          </>
        )}
        <button
          type="button"
          className={url ? 'button button--ghost' : 'button button--primary'}
          disabled={busy}
          onClick={() => void ask()}
        >
          {url ? labels.renew : labels.create}
        </button>
      </div>
    </section>
  );
}
