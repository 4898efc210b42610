import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PhoneRole } from '@mehendi/shared';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n';
import { useConfirm, type ConfirmWords } from '../ui/confirm-dialog';
import { focusFirstError } from '../ui/field';
import { translateMessage } from './translate-error';

/** The forms' one error model: an English message per field (docs/rules-and-messages.md#validation); {} when valid. */
export type FieldMessages = Partial<Record<string, string>>;

export interface DraftFormOptions<Draft> {
  initial: Draft;
  validate(draft: Draft): FieldMessages;
  /**
   * When a field shows its message before the first submit: as soon as it is changed (the artist form),
   * or only when `update` reveals it (the booking form, checked on confirm). After a submit attempt every
   * field shows its message, and every message follows the draft as it changes.
   */
  showMessages: 'as-changed' | 'after-submit';
  /** Keeps the draft as typed, so a reload or a trip back from phone login loses nothing. */
  keepTyped(draft: Draft): void;
  /** Waits this long after the last change before keeping it (photos are not rewritten on every key). */
  keepTypedAfterMs?: number;
  /** Called when a submit finds messages (before the first field in error is focused). */
  onInvalid?(): void;
  /** Called when a draft that a submit found invalid has become valid. */
  onValidAgain?(): void;
  /** The confirm dialog's question, or what is confirmed with buttons that say what they do. */
  question(draft: Draft): string | { body: ReactNode; words: ConfirmWords };
  /** Keeps the confirmed draft for after phone login; a throw stops the flow (the form says why). */
  keepConfirmed(draft: Draft): void | Promise<void>;
  onKeepFailed?(): void;
  /** Whose phone login comes next. */
  role: PhoneRole;
  /** Fields whose messages show from the start, the first focused (a date found full after phone login). */
  showAtStart?: readonly string[];
}

const isValid = (messages: FieldMessages) => Object.values(messages).every((message) => !message);

/**
 * The flow both public forms share (docs/pages.md): edit → keep as typed → submit → focus the first field
 * in error, or confirm → keep the draft → phone login.
 */
export function useDraftForm<Draft extends object>(options: DraftFormOptions<Draft>) {
  const { t, i18n } = useTranslation('public');
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(options.initial);
  const [revealed, setRevealed] = useState<ReadonlySet<string> | 'all'>(
    () => new Set<string>(options.showAtStart),
  );
  const focusAtStart = useEffectEvent(() => {
    if (options.showAtStart?.length) requestAnimationFrame(() => focusFirstError(formRef.current));
  });
  useEffect(() => focusAtStart(), []);
  const [confirm, confirmDialog] = useConfirm();
  // Checked only once a message may show: the first check builds the form's schema, which would otherwise
  // be main-thread work while the page is being taken over (docs/pages.md).
  let messages: FieldMessages | undefined;
  const messagesNow = () => (messages ??= options.validate(draft));

  const submitted = revealed === 'all';
  const checkValidAgain = useEffectEvent((latest: Draft) => {
    if (!options.onValidAgain) return;
    if (isValid(options.validate(latest))) options.onValidAgain();
  });
  useEffect(() => {
    if (submitted) checkValidAgain(draft);
  }, [draft, submitted]);

  // Kept after each change (not the starting draft, which is already kept or empty). A change still
  // waiting for its delay is kept at once when the form goes (phone login, a reload): a typed draft left a
  // change behind would otherwise win over the confirmed one when the form comes back.
  const changed = useRef(false);
  const unkept = useRef<Draft | null>(null);
  const keepTyped = (latest: Draft) => {
    unkept.current = null;
    options.keepTyped(latest);
  };
  const keepTypedLater = useEffectEvent(keepTyped);
  const keepUnkept = useEffectEvent(() => {
    if (unkept.current) keepTyped(unkept.current);
  });
  const keepTypedAfterMs = options.keepTypedAfterMs ?? 0;
  useEffect(() => {
    if (!changed.current) return;
    if (keepTypedAfterMs === 0) return keepTypedLater(draft);
    unkept.current = draft;
    const timer = setTimeout(() => keepTypedLater(draft), keepTypedAfterMs);
    return () => clearTimeout(timer);
  }, [draft, keepTypedAfterMs]);
  useEffect(() => {
    const onPageHide = () => keepUnkept();
    addEventListener('pagehide', onPageHide);
    return () => {
      removeEventListener('pagehide', onPageHide);
      keepUnkept();
    };
  }, []);

  /** Applies a change; `reveal` names fields whose messages show at once (with 'after-submit'). */
  const update = (patch: Partial<Draft>, reveal: readonly string[] = []) => {
    changed.current = true;
    setDraft((old) => ({ ...old, ...patch }));
    const shown = options.showMessages === 'as-changed' ? [...Object.keys(patch), ...reveal] : reveal;
    if (shown.length > 0) setRevealed((old) => (old === 'all' ? old : new Set([...old, ...shown])));
  };

  /** The message of `field` in the page's language, when it is to be shown. */
  const messageOf = (field: string): string | undefined => {
    if (revealed !== 'all' && !revealed.has(field)) return undefined;
    const message = messagesNow()[field];
    return message ? translateMessage(t, message, i18n.language) : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRevealed('all');
    if (!isValid(messagesNow())) {
      options.onInvalid?.();
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    const question = options.question(draft);
    const confirmed =
      typeof question === 'string' ? await confirm(question) : await confirm(question.body, question.words);
    if (!confirmed) return;
    try {
      // The typed draft is the confirmed one from now on, whatever was waiting to be kept.
      keepTyped(draft);
      await options.keepConfirmed(draft);
    } catch {
      options.onKeepFailed?.();
      return;
    }
    navigate(paths.phoneAuth(options.role));
  };

  /** Spread on the form element: the browser's own checks are off, the form's messages speak instead. */
  const formProps = {
    ref: formRef,
    noValidate: true,
    onSubmit: (event: FormEvent) => void onSubmit(event),
  };

  return { draft, update, messageOf, formProps, confirmDialog };
}
