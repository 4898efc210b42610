import { PNG } from 'pngjs';
import { expect, test, type Page } from './support/test';
import { bookingReference, type Artist, type CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday, type ApiClient } from '@mehendi/test-client';
import {
  adminToken,
  openDashboardAs,
  phoneSession,
  randomMobile,
  toast,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import { newPublicPage, storedPhoneSession } from './support/public-page';

// The installed app (docs/pages.md#the-app): My work registers the service worker and can be installed;
// the customer's pages register none; offline, My work shows what it kept and sends "On my way" once the
// connection returns.

test.describe.configure({ timeout: 180_000 });
// The day's places are shared by the run's tests: each job booked here is cancelled when its test ends.
const booked: string[] = [];
test.afterEach(async ({ api }) => {
  const admin = await adminToken(api);
  for (const id of booked.splice(0))
    await api.ok('POST', `/api/customers/${id}/status`, {
      token: admin,
      json: { status: 'cancelled', reason: 'End of the test' },
    });
  await withdrawApprovedArtists(api);
});

/** An approved artist with a job today (a booking of its own customer's), signed in on a page of its own. */
async function artistWithJobToday(api: ApiClient, customerName: string) {
  const admin = await adminToken(api);
  const phone = randomMobile();
  const token = await phoneSession(api, 'artist', phone);
  const { artist } = await api.ok<{ artist: Artist }>('POST', '/api/artists/add', {
    token,
    json: {
      fullName: 'Asha Kulkarni',
      whatsappNumber: phone,
      address: '4 FC Road, Pune',
      pincode: '411004',
      jobTerm: 'Full-time',
      mehendiVarieties: ['Bridal'],
      availability: { timeRange: 'Any Time From Morning Till Night' },
    },
  });
  await api.ok('PATCH', `/api/artists/${artist._id}/review`, { token: admin, json: { status: 'approved' } });
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 150);
  const customerToken = await phoneSession(api, 'customer', randomMobile());
  const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
    token: customerToken,
    json: bookingPayload(design, {
      fullName: customerName,
      selectedDates: [daysFromToday(0)],
      selectedTime: 'Any Time From Morning Till Night',
      venueAddress: '7 Karve Road, Kothrud',
      venuePincode: '411038',
    }),
  });
  booked.push(booking._id);
  await api.ok('POST', `/api/customers/${booking._id}/assign`, {
    token: admin,
    json: { artistId: artist._id },
  });
  return { admin, phone, token, booking };
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('My work registers the worker, controls its page and is installable', async ({
  browser,
  api,
}, testInfo) => {
  const { phone, token } = await artistWithJobToday(api, 'Rupa Joshi');
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));
  await page.goto('/my-work');
  await expect(page.getByRole('heading', { name: 'The app' })).toBeVisible();
  await controlled(page);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });
  expect(new URL(worker.script!).pathname).toBe('/sw.js');
  expect(new URL(worker.scope).pathname).toBe('/my-work');

  // The manifest the page links, as the browser reads it.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/app-artist.webmanifest');
  const manifestAnswer = await page.request.get(href!);
  expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'My work',
    start_url: '/my-work',
    display: 'standalone',
    theme_color: '#7a2e1d',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    const png = PNG.sync.read(await answer.body());
    expect(`${png.width}x${png.height}`).toBe(icon.sizes);
  }
  // Chromium's own check. A test browser's context is a private window, which Chromium never installs
  // from: that one reason is left out, any other would fail.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);

  // A push, as the push service would deliver it: the worker shows it, and shows one even when it cannot
  // read it (browsers take the subscription away from a site whose pushes show nothing).
  await page.context().grantPermissions(['notifications']);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((one) => one.scopeURL === worker.scope)).toBeTruthy();
  const { registrationId } = registrations.find((one) => one.scopeURL === worker.scope)!;
  const origin = new URL(page.url()).origin;
  const push = { title: 'New job offer', body: 'Bridal, today', url: '/my-work?offer=1', tag: 'booking-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(push) });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'not json' });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
        title: shown.title,
        body: shown.body,
        tag: shown.tag,
        url: (shown.data as { url: string }).url,
      })),
    );
  await expect.poll(async () => (await shown()).length).toBe(2);
  expect(await shown()).toEqual(
    expect.arrayContaining([
      { title: 'New job offer', body: 'Bridal, today', tag: 'booking-1', url: '/my-work?offer=1' },
      { title: 'Mehendi Market', body: '', tag: '', url: worker.scope },
    ]),
  );

  // The worker keeps to My work: the home page in the same browser is not controlled by it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test("the console is the owner's app: its own manifest, a worker kept to it, and the app card in Settings", async ({
  page,
  api,
}) => {
  await openDashboardAs(page, await adminToken(api), 'settings');
  await controlled(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/admin-dashboard');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app-owner.webmanifest');
  expect(await (await page.request.get('/app-owner.webmanifest')).json()).toMatchObject({
    start_url: '/admin-dashboard',
    display: 'standalone',
  });
  const card = page.getByRole('region', { name: 'The app' });
  await expect(
    card.getByText(
      'A notification tells you the moment a booking needs you, an artist applies or a text fails.',
    ),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-app/console-settings-app.png' });
});

test('"Turn on notifications" asks only when tapped, sends the subscription, and "Turn off" deletes it', async ({
  browser,
  api,
}, testInfo) => {
  const phone = randomMobile();
  const token = await phoneSession(api, 'artist', phone);
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));
  // The browser's side stood in for: a test browser reaches no push service. The page's own calls are
  // what is checked: when it asks, what it sends the server, what it says.
  await page.addInitScript(() => {
    const state = window as unknown as { asked: number; keyBytes: number };
    state.asked = 0;
    Notification.requestPermission = () => {
      state.asked += 1;
      return Promise.resolve('granted');
    };
    Object.defineProperty(Notification, 'permission', { get: () => (state.asked ? 'granted' : 'default') });
    let subscription: object | null = null;
    PushManager.prototype.getSubscription = () => Promise.resolve(subscription as PushSubscription | null);
    PushManager.prototype.subscribe = (options) => {
      state.keyBytes = (options?.applicationServerKey as Uint8Array).length;
      subscription = {
        endpoint: 'https://push.example.test/send/abc',
        toJSON: () => ({
          endpoint: 'https://push.example.test/send/abc',
          expirationTime: null,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        }),
        unsubscribe: () => {
          subscription = null;
          return Promise.resolve(true);
        },
      };
      return Promise.resolve(subscription as PushSubscription);
    };
  });
  const sent: { method: string; auth: string | undefined; body: unknown }[] = [];
  await page.route('**/api/push/key', (route) =>
    route.fulfill({ json: { publicKey: Buffer.alloc(65, 4).toString('base64url') } }),
  );
  await page.route('**/api/push/subscriptions', async (route) => {
    const request = route.request();
    sent.push({
      method: request.method(),
      auth: request.headers().authorization,
      body: request.postDataJSON(),
    });
    // The server answers the removal 404, as after a push service's 410 removed the subscription first.
    if (request.method() === 'DELETE')
      await route.fulfill({ status: 404, json: { error: 'No such subscription.' } });
    else await route.fulfill({ json: { subscribed: true } });
  });

  await page.goto('/my-work');
  const card = page.getByRole('region', { name: 'The app' });
  await expect(card.getByText('Notifications are off.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByText('Notifications are on for this phone.')).toBeVisible();
  expect(
    await page.evaluate(() => {
      const { asked, keyBytes } = window as unknown as { asked: number; keyBytes: number };
      return { asked, keyBytes };
    }),
  ).toEqual({ asked: 1, keyBytes: 65 });
  expect(sent).toEqual([
    {
      method: 'POST',
      auth: `Bearer ${token}`,
      body: {
        endpoint: 'https://push.example.test/send/abc',
        expirationTime: null,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    },
  ]);
  await card.getByRole('button', { name: 'Turn off notifications' }).click();
  await expect(card.getByText('Notifications are off.')).toBeVisible();
  expect(sent[1]).toEqual({
    method: 'DELETE',
    auth: `Bearer ${token}`,
    body: { endpoint: 'https://push.example.test/send/abc' },
  });
  // Gone from the server already: the browser forgets it too, so the switch tells the truth.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
  ).toBeNull();
});

test("a push's page opens My work at its job", async ({ browser, api }, testInfo) => {
  const customerName = 'Kavita Rane';
  const { phone, token, booking } = await artistWithJobToday(api, customerName);
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));
  // The page a job's push opens (docs/messaging.md#push): My work with the booking's reference.
  await page.goto(`/my-work#${bookingReference(booking._id)}`);
  await expect(page.getByRole('article', { name: new RegExp(customerName) })).toBeFocused();
});

test("the customer's pages register no worker and link no manifest", async ({ browser }, testInfo) => {
  const page = await newPublicPage(browser, testInfo);
  // Nor does the worker keep their code: only My work's and the console's.
  const worker = await (await page.request.get('/sw.js')).text();
  expect(worker).toMatch(/"\/assets\/my-work-[\w-]+\.js"/);
  expect(worker).toMatch(/"\/assets\/admin-dashboard-[\w-]+\.js"/);
  expect(worker).not.toMatch(/"\/assets\/(home|customer-dashboard|phone-auth|my-bookings|artist-profile)-/);
  for (const path of ['/', '/customer-dashboard', '/phone-auth?role=customer', '/my-bookings', '/artists']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Long enough for a registration the page would make after it is taken over.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
      path,
    ).toBe(0);
    await expect(page.locator('link[rel="manifest"]'), path).toHaveCount(0);
  }
});

test('offline, My work shows the kept job with "Saved at"; "On my way" tapped twice reaches the server once', async ({
  browser,
  api,
}, testInfo) => {
  const customerName = 'Meena Gokhale';
  const { admin, phone, token, booking } = await artistWithJobToday(api, customerName);
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));
  await page.goto('/my-work');
  const job = page.getByRole('article', { name: new RegExp(customerName) });
  await expect(job.getByRole('button', { name: 'On my way' })).toBeVisible();
  await controlled(page);

  const onMyWay: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith(`/api/my/jobs/${booking._id}/on-my-way`)) onMyWay.push(request.method());
  });
  await page.context().setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: /^No connection\. Saved at .+\.$/ })).toBeVisible();
  await expect(
    page.getByText('Accepting an offer and starting a job need a connection.', { exact: false }),
  ).toBeVisible();
  await expect(job.getByText('Assigned to you')).toBeVisible();

  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(toast(page, 'No connection: it will be sent when you are back online.')).toBeVisible();
  await expect(job.getByText('"On my way" will be sent when you are back online.')).toBeVisible();
  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(toast(page, 'Already waiting to be sent.')).toBeVisible();
  // Starting needs the server to check the code: it says so.
  await job.getByRole('textbox', { name: "Customer's start code" }).fill('1234');
  await job.getByRole('button', { name: 'Start the job' }).click();
  await expect(toast(page, 'Starting the job needs a connection.')).toBeVisible();
  expect(onMyWay).toEqual([]);

  await page.context().setOffline(false);
  await expect(toast(page, 'The customer has been told you are on your way.')).toBeVisible();
  await expect(job.getByRole('button', { name: 'On my way' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^No connection/ })).toHaveCount(0);
  expect(onMyWay).toEqual(['POST']);
  const all = await api.ok<CustomerBooking[]>('GET', '/api/customers/all', { token: admin });
  const texts = all
    .find((row) => row._id === booking._id)!
    .messages.filter((text) => text.template === 'customerOnMyWay');
  expect(texts).toHaveLength(1);
});

test('"On my way" tapped offline in a page then closed is sent when My work next opens online', async ({
  browser,
  api,
}, testInfo) => {
  const customerName = 'Kavita Shinde';
  const { admin, phone, token, booking } = await artistWithJobToday(api, customerName);
  const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));
  await page.goto('/my-work');
  await controlled(page);
  const job = page.getByRole('article', { name: new RegExp(customerName) });
  await page.context().setOffline(true);
  await job.getByRole('button', { name: 'On my way' }).click();
  await expect(toast(page, 'No connection: it will be sent when you are back online.')).toBeVisible();
  const context = page.context();
  await page.close();

  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/my-work');
  await expect(toast(again, 'The customer has been told you are on your way.')).toBeVisible();
  await expect(
    again.getByRole('article', { name: new RegExp(customerName) }).getByRole('button', { name: 'On my way' }),
  ).toHaveCount(0);
  const all = await api.ok<CustomerBooking[]>('GET', '/api/customers/all', { token: admin });
  const texts = all
    .find((row) => row._id === booking._id)!
    .messages.filter((text) => text.template === 'customerOnMyWay');
  expect(texts).toHaveLength(1);
});
