// The entry. A prerendered page paints before any of the app's code is fetched; the app then takes it over
// in steps, each in its own task, so that no step keeps a phone busy for long (docs/pages.md).
import { holdEarlyInput } from './app/early-input';
import { afterFirstPaint, nextTask } from './lib/main-thread';

const root = document.getElementById('root')!;
// The server may have sent this page prerendered; its <html lang> says in which language.
const prerenderedIn = root.hasChildNodes() ? document.documentElement.lang : null;
// What the visitor types and taps meanwhile is handed to the app once it has the page (app/early-input.ts).
const earlyInput = prerenderedIn ? holdEarlyInput(root) : null;
if (prerenderedIn) await afterFirstPaint();

// An import runs every module it brings in within one task: the libraries first, one at a time. (Local
// modules, not the packages themselves: importing a package at run time keeps all of its exports.)
for (const load of [() => import('react-dom/client'), () => import('./app/router')]) {
  await load();
  await nextTask();
}
const { loadApp, renderApp } = await import('./app/start-app');
await loadApp();
await nextTask();
renderApp({ root, prerenderedIn, earlyInput });
