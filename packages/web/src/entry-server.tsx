// Build time only: renders the public pages to HTML for scripts/prerender.mjs (docs/pages.md).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Language } from '@mehendi/shared';
import { setPrerenderLanguage } from './i18n';
import { RootLayout } from './app/root-layout';
import { forgetQueries, primeQueries } from './lib/use-query';

export { paths } from './config/paths';
export { EARLY_SUBMIT_HOLD, NO_BOOKING_CHECK } from '@mehendi/shared';

/**
 * The app's markup at `url` in `language`, once every page chunk and text it needs is loaded. `data` holds
 * the answers of the page's queries when the server renders it at request time (the artist profiles); one
 * render at a time, as the language is the app's.
 */
export async function renderPage(
  url: string,
  language: Language,
  data: Readonly<Record<string, unknown>> = {},
): Promise<string> {
  await setPrerenderLanguage(language);
  primeQueries(data);
  try {
    return await renderApp(url);
  } finally {
    forgetQueries(Object.keys(data));
  }
}

async function renderApp(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={url}>
        <RootLayout />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
