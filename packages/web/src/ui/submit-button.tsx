import type { ComponentProps } from 'react';
import { useAfterHydration } from '../lib/use-after-hydration';

/**
 * A form's send button. On a prerendered page it stays inert until the app has taken the page over, so
 * neither a tap nor Enter sends the form the browser's own way (its fields, a phone number among them, in
 * the address) before the form's checks can run. It looks the same meanwhile (data-waiting).
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const takenOver = useAfterHydration();
  return (
    <button
      {...props}
      type="submit"
      disabled={!takenOver || disabled}
      data-waiting={takenOver ? undefined : ''}
    />
  );
}
