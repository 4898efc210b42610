import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n, startLanguage } from '../i18n';
import { RootLayout } from './root-layout';
import { loadPage } from './router';
import { PAGE_DATA_ID, primeQueries } from '../lib/use-query';
import type { EarlyInput } from './early-input';
import '../styles/global.css';

interface StartOptions {
  root: HTMLElement;
  /** The language of the prerendered page in `root`, or null if the server sent the empty shell. */
  prerenderedIn: string | null;
  earlyInput: EarlyInput | null;
}

/** Fetches and runs the code and texts of the page shown, so that the takeover is one pass. */
export async function loadApp(): Promise<void> {
  // A server-rendered page sent the answers it was made from: the takeover renders the same.
  const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (pageData) primeQueries(JSON.parse(pageData) as Record<string, unknown>);
  await Promise.all([initI18n(), loadPage(location.pathname).catch(() => undefined)]);
}

/** Renders the app into `root`, taking over the prerendered page there if it is in the start language. */
export function renderApp({ root, prerenderedIn, earlyInput }: StartOptions): void {
  const app = (
    <StrictMode>
      <RootLayout onSettled={() => earlyInput?.release()} />
    </StrictMode>
  );

  if (prerenderedIn === startLanguage()) {
    // Takes over the painted page without repainting it, in slices that leave room for input.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    earlyInput?.takenOver();
  } else {
    // No prerender, or one in another language than the stored choice (a cookie from before it existed).
    earlyInput?.release();
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
