import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n, startLanguage } from './i18n';
import { RootLayout } from './app/root-layout';
import './styles/global.css';

// The server may have sent this page prerendered (docs/pages.md); its <html lang> says in which language.
const root = document.getElementById('root')!;
const prerenderedIn = root.hasChildNodes() ? document.documentElement.lang : null;

await initI18n();

const app = (
  <StrictMode>
    <BrowserRouter>
      <RootLayout />
    </BrowserRouter>
  </StrictMode>
);

if (prerenderedIn === startLanguage()) {
  // Takes over the painted page without repainting it.
  hydrateRoot(root, app);
} else {
  // No prerender, or one in another language than the stored choice (a cookie from before it existed).
  root.replaceChildren();
  createRoot(root).render(app);
}
