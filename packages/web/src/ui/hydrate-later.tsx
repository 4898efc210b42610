import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page below the fold that React takes over after the rest (docs/speed.md#main-thread):
 * the content of a Suspense boundary in server HTML is hydrated in its own pass at low priority, in slices
 * between which taps are handled, instead of inside the page's first long task. A tap on it before then
 * hydrates it at once. Rendered in the browser, it is its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
