import type { ComponentProps } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';

/**
 * A form's send button. On a prerendered page a tap (or Enter) before the app has taken the page over is
 * held, not sent the browser's own way (its fields, a phone number among them, in the address), and
 * performed once the app has the page (app/early-input.ts, with the page's inline EARLY_SUBMIT_HOLD). Until
 * then it carries data-waiting, which tells the holder that React does not run the form yet.
 */
export function SubmitButton(props: Omit<ComponentProps<'button'>, 'type'>) {
  const takenOver = useAfterHydration();
  return <button {...props} type="submit" data-waiting={takenOver ? undefined : ''} />;
}
