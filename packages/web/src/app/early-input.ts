// Input made on a prerendered page before React has taken it over (docs/pages.md). Typing stays in the
// fields, but React's state does not know it and would wipe it on the next render; a tap on a button
// reaches no handler; a form could even be sent the browser's own way, with its fields in the address.
// From the moment the app's code runs until the takeover has settled, this keeps what was typed and tapped
// and then hands it to React, as if it had happened just then. A form sent even before that (its button
// tapped, Enter) was held by the page's inline script (EARLY_SUBMIT_HOLD), which this takes over: the
// sending is performed once, when the app has the page (docs/pages.md).

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  control: Control;
  value: string | boolean;
  /** Typed after the takeover on the same field: React has seen it already. */
  seen: boolean;
}

function isControl(target: EventTarget | null): target is Control {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Names a field so that it is found again if React replaced it (a kept draft starts the form again). */
function keyOf(control: Control): string | null {
  const name = control.name || control.id;
  if (!name || (control instanceof HTMLInputElement && control.type === 'file')) return null;
  return `${control.tagName}:${name}${isCheckable(control) ? `:${control.value}` : ''}`;
}

function valueOf(control: Control): string | boolean {
  return isCheckable(control) ? control.checked : control.value;
}

function changedFromPage(control: Control): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  return control.value !== control.defaultValue;
}

/**
 * Sets a field as if the user had just typed or tapped it, so React's onChange sees it. React skips an
 * event whose value equals the one it last saw, so that one is first set to something else.
 */
function replay(control: Control, value: string | boolean): void {
  if (isCheckable(control)) {
    // Ticking another radio button of the group unticked this one; that one is replayed instead.
    if (typeof value !== 'boolean' || (control.type === 'radio' && !value)) return;
    control.checked = !value;
    // A real click: it sets the box back to `value` and runs the handlers a tap would.
    control.click();
  } else if (control instanceof HTMLSelectElement) {
    control.value = String(value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    control.value = `${String(value)} `;
    // The element's own setter, under the one React installs, leaves React's last-seen value as it is.
    setValue?.call(control, String(value));
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What the page's inline script held (packages/shared/src/inline-scripts.ts EARLY_SUBMIT_HOLD). */
interface HeldByPage {
  held: EventTarget[];
  stop(): void;
}

/** The form a held sending was for, and the button that sent it (none for a form sent without one). */
function sendingOf(target: EventTarget | null): { form: HTMLFormElement; button: HTMLElement | null } | null {
  if (target instanceof HTMLFormElement) return { form: target, button: null };
  if (target instanceof HTMLElement && target.closest('form')) {
    return { form: target.closest('form')!, button: target };
  }
  return null;
}

/** Whether React runs this form's sending yet: its send button says so until then (ui/submit-button.tsx). */
const reactSends = (form: HTMLFormElement) => !form.querySelector('button[type="submit"][data-waiting]');

export interface EarlyInput {
  /** React has been given the page: from now on it handles taps and sending itself. */
  takenOver(): void;
  /** The page has settled: the held typing and taps are handed to React, and holding stops. */
  release(): void;
}

/** Starts holding input on the prerendered page in `root`. */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const typed = new Map<string, Typed>();
  const taps: HTMLButtonElement[] = [];
  // The last sending of each form: tapped twice before the app came, it is still sent once.
  const sendings = new Map<HTMLFormElement, HTMLElement | null>();
  const holdSending = (target: EventTarget | null) => {
    const sending = sendingOf(target);
    if (sending) sendings.set(sending.form, sending.button);
  };
  let reactHasIt = false;
  let released = false;

  const page = (window as { mmHeldSubmits?: HeldByPage }).mmHeldSubmits;
  page?.stop();
  page?.held.forEach(holdSending);

  const remember = (control: Control, seen: boolean) => {
    const key = keyOf(control);
    if (key) typed.set(key, { control, value: valueOf(control), seen });
  };
  // Typed before this code ran: the fields differ from the page as it was sent.
  root.querySelectorAll<Control>('input, textarea, select').forEach((control) => {
    if (changedFromPage(control)) remember(control, false);
  });

  const onType = (event: Event) => {
    if (isControl(event.target) && root.contains(event.target)) remember(event.target, reactHasIt);
  };
  const onClick = (event: Event) => {
    if (reactHasIt || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button && button.type !== 'submit' && root.contains(button)) taps.push(button);
  };
  // Sending waits for React, which checks the form first; the browser's own sending would put the fields
  // in the address. Until React runs the form (also while it takes the page over), the sending is held and
  // performed on release.
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || (reactHasIt && reactSends(event.target))) return;
    event.preventDefault();
    event.stopPropagation();
    holdSending((event as SubmitEvent).submitter ?? event.target);
  };
  const listeners = [
    ['input', onType],
    ['change', onType],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

  return {
    takenOver() {
      reactHasIt = true;
    },
    release() {
      if (released) return;
      released = true;
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
      for (const [key, { control, value, seen }] of typed) {
        const current = control.isConnected ? control : findControl(root, key);
        if (current && !(current === control && seen)) replay(current, value);
      }
      for (const button of taps) if (button.isConnected && !button.disabled) button.click();
      for (const [form, button] of sendings) {
        if (!form.isConnected) continue;
        if (button instanceof HTMLButtonElement && button.isConnected) {
          if (!button.disabled) button.click();
        } else form.requestSubmit();
      }
    },
  };
}

function findControl(root: HTMLElement, key: string): Control | null {
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (keyOf(control) === key) return control;
  }
  return null;
}
