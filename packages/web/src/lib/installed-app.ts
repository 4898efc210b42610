// The installed app (docs/pages.md#the-app): My work for artists, the console for the owner. Only their
// pages import this: the customer's pages neither link a manifest nor register the service worker.

export type AppRole = 'artist' | 'owner';

/** The page each app opens on, which is also its worker's scope: the worker controls that page only. */
const START: Record<AppRole, string> = { artist: '/my-work', owner: '/admin-dashboard' };

/** Chrome's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: InstallPromptEvent | null = null;
const promptListeners = new Set<() => void>();
let registration: Promise<ServiceWorkerRegistration | null> | null = null;

function addHeadLink(rel: string, href: string): void {
  if (document.head.querySelector(`link[rel="${rel}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/**
 * Links the role's manifest and registers the worker (once per page load). The browser offers to install
 * only after this, so the install offer is listened for here too.
 */
export function startInstalledApp(role: AppRole): Promise<ServiceWorkerRegistration | null> {
  if (registration) return registration;
  addHeadLink('manifest', `/app-${role}.webmanifest`);
  addHeadLink('apple-touch-icon', '/icons/apple-touch-icon.png');
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the page's own "Install the app" button instead of the browser's mini bar.
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    promptListeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    promptListeners.forEach((listener) => listener());
  });
  registration =
    'serviceWorker' in navigator
      ? navigator.serviceWorker.register('/sw.js', { scope: START[role] }).catch(() => null)
      : Promise.resolve(null);
  return registration;
}

/** The worker's registration once it is registered (null where there is none, as in the dev server). */
export function appWorker(): Promise<ServiceWorkerRegistration | null> {
  return registration ?? Promise.resolve(null);
}

export function currentInstallPrompt(): InstallPromptEvent | null {
  return installPrompt;
}

export function onInstallPromptChange(listener: () => void): () => void {
  promptListeners.add(listener);
  return () => promptListeners.delete(listener);
}

export function forgetInstallPrompt(): void {
  installPrompt = null;
  promptListeners.forEach((listener) => listener());
}
