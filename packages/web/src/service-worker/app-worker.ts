// The installed app's service worker (docs/pages.md#the-app), for the artist's My work and the owner's
// console only: each registers it with its own page as the scope, so no customer page is ever controlled.
// Built on its own by scripts/build-service-worker.mjs (esbuild) into dist/sw.js, with PRECACHE (the files
// of those two pages, read from Vite's manifest) and VERSION written in.
//
// Hand-written rather than Workbox: it does three small things (keep the two pages' files, answer their
// page address from the cache when offline, show pushes) and must keep only those two pages' chunks,
// which only the build's own manifest knows.

declare const PRECACHE: string[];
declare const VERSION: string;

// The worker's own types (the DOM library the rest of the app is typed with does not have them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = `app-${VERSION}`;
/** What a page address is answered with offline: the app's shell, which then shows the kept records. */
const SHELL = '/index.html';
const KEPT = new Set(PRECACHE);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...PRECACHE]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('app-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      // The page that registered the worker is controlled at once, not from its next load.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    // The page from the network while there is one (a deploy is picked up at once), else the kept shell.
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()));
    return;
  }
  // The kept files (the build's have hashed names, so the kept copy is the file). The API is not kept here:
  // My work keeps the records it shows itself (IndexedDB), with the time they were fetched.
  if (KEPT.has(url.pathname)) {
    event.respondWith(caches.match(request).then((kept) => kept ?? fetch(request)));
  }
});

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

function readPush(event: PushEvent): PushMessage {
  try {
    return (JSON.parse(event.data?.text() ?? '{}') as PushMessage | null) ?? {};
  } catch {
    return {};
  }
}

// Every push shows a notification, even one that cannot be read: browsers take the subscription away
// from a site whose pushes show none.
worker.addEventListener('push', (event) => {
  const message = readPush(event);
  event.waitUntil(
    worker.registration.showNotification(message.title || 'Mehendi Market', {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url ?? worker.registration.scope },
    }),
  );
});

/** The notification's page, on this site only (a push can only come from our server, but still). */
function pageOf(notification: NotificationEvent['notification']): string {
  const url = new URL(notification.data?.url ?? '/', worker.location.origin);
  return url.origin === worker.location.origin ? url.href : worker.registration.scope;
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = pageOf(event.notification);
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : worker.clients.openWindow(target);
    }),
  );
});
