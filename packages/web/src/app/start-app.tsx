import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n, startLanguage } from './i18n';
import { RootLayout } from './app/root-layout';
import { loadPage } from './app/router';
import { holdEarlyInput } from './app/early-input';
import './styles/global.css';

// The server may have sent this page prerendered (docs/pages.md); its <html lang> says in which language.
const root = document.getElementById('root')!;
const prerenderedIn = root.hasChildNodes() ? document.documentElement.lang : null;
// What the visitor types and taps meanwhile is handed to the app once it has the page (app/early-input.ts).
const earlyInput = prerenderedIn ? holdEarlyInput(root) : null;

// The page's code and texts come with the rest (the prerender preloads them), so the takeover is one pass.
await Promise.all([initI18n(), loadPage(location.pathname).catch(() => undefined)]);

const app = (
  <StrictMode>
    <BrowserRouter>
      <RootLayout onSettled={() => earlyInput?.release()} />
    </BrowserRouter>
  </StrictMode>
);

if (prerenderedIn === startLanguage()) {
  // Takes over the painted page without repainting it.
  hydrateRoot(root, app);
  earlyInput?.takenOver();
} else {
  // No prerender, or one in another language than the stored choice (a cookie from before it existed).
  earlyInput?.release();
  root.replaceChildren();
  createRoot(root).render(app);
}
