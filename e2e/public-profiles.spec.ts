import { expect, test, type Page } from './support/test';
import { TIME_SLOTS, type CustomerBooking } from '@mehendi/shared';
import type { ApiClient } from '@mehendi/test-client';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import {
  adminToken,
  approvedArtist,
  openDashboardAs,
  phoneSession,
  randomMobile,
  samplePhoto,
  storeOnSite,
  uploadDesign,
  withdrawApprovedArtists,
} from './support/admin-api';
import {
  expectNoAxeViolations,
  newPublicPage,
  openCustomerLogin,
  showMonth,
  storedPhoneSession,
  verifyCustomerPhone,
  weekendAhead,
} from './support/public-page';
import { VISIT_VENUE } from './support/constants';
import { searchList } from './support/console-list';

// Public artist profiles (issue 27 items 4 and 5): an approved artist shows her profile from My work; a
// customer's published review with its stain photo is on it in English and Hindi, as HTML the server sends
// with the data; "Book with …" carries the wish into the booking sent after phone login.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-profiles';

test.describe.configure({ timeout: 300_000 });
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function shoot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true });
}

/** An approved artist and her phone session; her application sends no photo. */
const approved = (api: ApiClient, fullName: string) => approvedArtist(api, fullName, { photo: false });

async function ready(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

test(
  'a published review with its photo is on the profile in en and hi',
  { tag: '@laptop' },
  async ({ browser, api }, testInfo) => {
    const project = testInfo.project.name;
    const admin = await adminToken(api);
    const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 45);
    const phone = randomMobile();
    const token = await phoneSession(api, 'customer', phone);
    const customerName = `Lata ${project}`;
    const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
      token,
      json: bookingPayload(design, {
        fullName: customerName,
        contactNumber: phone,
        selectedDates: [daysFromToday(0)],
      }),
    });
    const { artist, token: artistToken } = await approved(api, `Priya Deshmukh ${project}`);
    await api.ok('POST', `/api/customers/${booking._id}/assign`, {
      token: admin,
      json: { artistId: artist._id },
    });
    await api.ok('POST', `/api/customers/${booking._id}/status`, {
      token: admin,
      json: { status: 'completed' },
    });

    // The artist switches her profile on in My work.
    const artistPage = await newPublicPage(
      browser,
      testInfo,
      storedPhoneSession('artist', artistToken, artist.whatsappNumber),
    );
    await artistPage.goto('/my-work');
    const profileSwitch = artistPage.getByRole('checkbox', { name: 'Show my public profile' });
    await expect(profileSwitch).not.toBeChecked({ timeout: 30_000 });
    await profileSwitch.check();
    await expect(artistPage.getByText('Your profile is public.').first()).toBeVisible();
    const openLink = artistPage.getByRole('link', { name: 'Open my profile to share it' });
    const profilePath = (await openLink.getAttribute('href')) ?? '';
    expect(profilePath).toMatch(/^\/artists\/priya-[0-9a-f]{8}$/);
    await expectNoAxeViolations(artistPage);
    await artistPage.close();

    // The customer rates it with a photo in My bookings.
    const page = await newPublicPage(browser, testInfo, storedPhoneSession('customer', token, phone));
    await page.goto('/my-bookings');
    const card = page.getByRole('article');
    await card.getByRole('button', { name: 'Rate your mehendi' }).click();
    const form = card.getByRole('form', { name: 'Rate your mehendi' });
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await form.getByLabel('Your words (optional)').fill('Deep maroon by the second morning.');
    await form.getByLabel('Photos of the stain (up to 3)').setInputFiles({
      name: 'stain.jpg',
      mimeType: 'image/jpeg',
      buffer: await samplePhoto(35),
    });
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(card.getByText('Thank you! Your review will appear once it is checked.')).toBeVisible();

    // Pending: not on the profile yet.
    const before = await page.request.get(profilePath);
    expect(before.status()).toBe(200);
    expect(await before.text()).not.toContain('Deep maroon');

    // An admin publishes it in the console.
    const console = await newPublicPage(browser, testInfo);
    await openDashboardAs(console, admin, 'reviews');
    const review = console.getByRole('article', { name: customerName });
    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(review).toHaveCount(0);
    await console.close();

    // Our artists (linked from home) lists her; her profile has the review and its photo.
    await page.goto('/');
    await ready(page);
    await page
      .getByRole('link', { name: /Our artists/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/artists$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our artists' })).toBeVisible();
    await page.getByRole('link', { name: 'Priya', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Priya' })).toBeVisible();
    await expect(page.getByText('Mehendi artist in Sadashiv Peth')).toBeVisible();
    await expect(page.getByText('5.0 out of 5 · 1 review')).toBeVisible();
    await expect(page.getByText('Deep maroon by the second morning.')).toBeVisible();
    await expect(page.getByText('✓ Verified booking')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Stain photo 1' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText('Deshmukh')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-en', project);

    // The HTML itself carries the profile and a link preview: nothing waits for a script.
    const html = await (await page.request.get(profilePath)).text();
    expect(html).toContain('Deep maroon by the second morning.');
    expect(html).toMatch(/<meta property="og:title" content="Priya, mehendi artist in Sadashiv Peth"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/reviews\/[^"]+\.webp"/);
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/artists\/priya-[0-9a-f]{8}"/);
    expect(html).not.toContain(artist.whatsappNumber);
    expect(html).not.toContain('Laxmi Road');

    // In Hindi.
    await page.evaluate(() => {
      localStorage.setItem('language', 'hi');
      document.cookie = 'lang=hi; path=/';
    });
    await page.reload();
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('सदाशिव पेठ की मेहंदी कलाकार')).toBeVisible();
    await expect(page.getByText('5 में से 5.0 · 1 समीक्षा')).toBeVisible();
    await expect(page.getByText('✓ पक्की बुकिंग')).toBeVisible();
    await expect(page.getByRole('img', { name: 'रंग की तस्वीर 1' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'profile-hi', project);
    const list = await page.request.get('/artists', { headers: { cookie: 'lang=hi' } });
    expect(await list.text()).toContain('हमारी कलाकार');
    // The area in the page's language, already in the HTML the server sends.
    expect(await list.text()).toContain('सदाशिव पेठ की मेहंदी कलाकार');
    await page.goto('/artists');
    await ready(page);
    await expectNoAxeViolations(page);
    await shoot(page, 'artists-hi', project);
  },
);

test('removing the wish books any artist, and a hidden profile is a 404 page', async ({
  browser,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const name = `Sana Shaikh ${testInfo.project.name}`;
  const { token: artistToken } = await approved(api, name);
  const { slug } = await api.ok<{ slug: string }>('PATCH', '/api/my/profile', {
    token: artistToken,
    json: { public: true },
  });

  const page = await newPublicPage(browser, testInfo);
  await page.goto(`/customer-dashboard?artist=${slug}`);
  await ready(page);
  await expect(page.getByText('Booking with Sana')).toBeVisible();
  await page.getByRole('button', { name: 'Any artist' }).click();
  await expect(page.getByText('Booking with Sana')).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('preferredArtist'))).toBeNull();

  // The owner takes it down from the console's application details.
  const owner = await newPublicPage(browser, testInfo);
  await openDashboardAs(owner, admin, 'artists');
  await owner.getByRole('button', { name: /^Approved/ }).click();
  await searchList(owner, name);
  await owner.getByRole('button', { name: `Open the application of ${name}` }).click();
  const details = owner.getByRole('dialog', { name: `Application of ${name}` });
  await expect(details.getByRole('link', { name: `/artists/${slug}` })).toBeVisible();
  await shoot(owner, 'owner-profile-shown', testInfo.project.name);
  await details.getByRole('button', { name: `Hide the public profile of ${name}` }).click();
  await owner.getByRole('button', { name: 'Hide the profile' }).click();
  await expect(
    owner
      .getByRole('region', { name: 'Notifications' })
      .getByText(`The public profile of ${name} is hidden.`),
  ).toBeVisible();
  await expect(details.getByText('Not shown')).toBeVisible();
  await shoot(owner, 'owner-profile-hidden', testInfo.project.name);
  await owner.close();

  const gone = await page.goto(`/artists/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Artist not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Book with … shows the wish and her free days on the form, sends it after phone login, and the thank-you says it', async ({
  browser,
  api,
}, testInfo) => {
  const admin = await adminToken(api);
  const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 50);
  const { artist, token: artistToken } = await approved(api, `Priya Kale ${testInfo.project.name}`);
  const { slug } = await api.ok<{ slug: string }>('PATCH', '/api/my/profile', {
    token: artistToken,
    json: { public: true },
  });
  // Priya works no Sundays; another artist works every day, so Sunday can still be booked.
  const all = [TIME_SLOTS[0], TIME_SLOTS[1], TIME_SLOTS[2]];
  await api.ok('PUT', `/api/artists/${artist._id}/availability`, {
    token: admin,
    json: {
      weekly: { mon: all, tue: all, wed: all, thu: all, fri: all, sat: all, sun: [] },
      daysOff: [],
      maxJobsPerDay: 1,
    },
  });
  await approved(api, `Sunday Other ${testInfo.project.name}`);
  const { saturday, sunday } = weekendAhead(30, testInfo.project.name === 'phone' ? 0 : 1);
  const profilePath = `/artists/${slug}`;
  const page = await newPublicPage(browser, testInfo);
  await page.goto(profilePath);
  await ready(page);
  await page.getByRole('link', { name: 'Book with Priya' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\?artist=priya-[0-9a-f]{8}$/);
  await expect(page.getByText('Booking with Priya')).toBeVisible();
  await expect(page.getByText('Your wish is honoured when she is free on your day')).toBeVisible();
  // The calendar marks her free days: her Saturday, not the Sunday she does not work (still choosable).
  await expect(page.getByText('A dot marks the days Priya is free for this time and variety.')).toBeVisible();
  const saturdayButton = (await showMonth(page, saturday)).locator(`button[data-day="${saturday}"]`);
  await expect(saturdayButton).toHaveAccessibleName(/, Priya is free$/);
  const sundayButton = (await showMonth(page, sunday)).locator(`button[data-day="${sunday}"]`);
  await expect(sundayButton).not.toHaveAccessibleName(/Priya/);
  await expect(sundayButton).not.toHaveAttribute('aria-disabled', 'true');
  await sundayButton.click();
  await expect(page.getByRole('status').filter({ hasText: /^Priya is not free on Sun, / })).toBeVisible();
  await page.getByRole('grid').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/book-with-calendar-en-${testInfo.project.name}.png` });
  await expectNoAxeViolations(page);
  await shoot(page, 'book-with-en', testInfo.project.name);

  // A filled-in form's confirm dialog names the wished artist beside the dates and the estimate.
  await page.goto('/favicon.svg');
  await storeOnSite(page, {
    bookingFormDraft: JSON.stringify({
      ...bookingPayload(design, { selectedDates: [daysFromToday(12)], ...VISIT_VENUE }),
      contactNumber: '9876501234',
    }),
  });
  await page.goto(`/customer-dashboard?artist=${slug}`);
  await ready(page);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByRole('definition').filter({ hasText: 'Priya, asked first when she is free' }),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Go back' }).click();

  await openCustomerLogin(page, {
    ...bookingPayload(design, { selectedDates: [daysFromToday(12)], ...VISIT_VENUE }),
    contactNumber: '9876501234',
  });
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/customers/add',
  );
  await verifyCustomerPhone(page);
  const body = (await posted).postDataJSON() as { preferredArtistId?: string };
  expect(body.preferredArtistId).toBe(artist._id);
  await expect(page).toHaveURL(/\/customer-thank-you/, { timeout: 30_000 });
  await expect(
    page.getByText(/^You asked for Priya: she is asked first when she is free on your dates/),
  ).toBeVisible();
  await shoot(page, 'book-with-thanks-en', testInfo.project.name);
  // Sent once: the next booking asks for no one unless the customer chooses again.
  expect(await page.evaluate(() => localStorage.getItem('preferredArtist'))).toBeNull();
  // Stored with the booking and shown to the console.
  const listed = await api.ok<CustomerBooking[]>('GET', '/api/customers/all', { token: admin });
  const stored = listed.find((booking) => booking.preferredArtistId === artist._id);
  expect(stored?.preferredArtistFirstName).toBe('Priya');
  // Its place is given back: the other layout's run books the same evening.
  await api.ok('POST', `/api/customers/${stored?._id}/status`, {
    token: admin,
    json: { status: 'cancelled', reason: 'Test over' },
  });
});
