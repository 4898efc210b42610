// Build time only: renders the public pages to HTML for scripts/prerender.mjs (docs/pages.md).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '@mehendi/shared';
import { setPrerenderLanguage } from './i18n';
import { RootLayout } from './app/root-layout';

export { paths } from './config/paths';
export { NO_BOOKING_CHECK } from '@mehendi/shared';

/** The app's markup at `url` in `language`, once every page chunk and text it needs is loaded. */
export async function renderPage(url: string, language: Language): Promise<string> {
  await setPrerenderLanguage(language);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <RootLayout />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
