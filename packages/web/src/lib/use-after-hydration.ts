import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the prerender and while the client takes it over, true afterwards: for values that exist only
 * in the browser at run time (today's date), which the build could not know (docs/pages.md).
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
