import { mkdir } from 'node:fs/promises';
import type { ApiClient } from '@mehendi/test-client';
import { daysFromToday } from '@mehendi/test-client';
import type { AssignmentExplanation, CustomerBooking, Overview } from '@mehendi/shared';
import { expect, test, type Page } from './support/test';
import { searchList } from './support/console-list';
import {
  adminToken,
  approvedArtist,
  createBooking,
  openDashboardAs,
  toast,
  withAutomaticOffers,
  withdrawApprovedArtists,
} from './support/admin-api';

// Offers to artists in the owner's console (docs/bookings.md#offers-to-artists): a new booking is offered at
// once, "Why {name}?" shows the candidates in order and the offers made, three declines bring it to
// "Needs you", and the owner's switch in Settings turns automatic offers off and on.

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';

// Approved artists make dates fill up (docs/bookings.md#places-and-availability); each test starts without.
withAutomaticOffers();
test.afterEach(({ api }) => withdrawApprovedArtists(api));

async function explanation(api: ApiClient, booking: CustomerBooking): Promise<AssignmentExplanation> {
  return api.ok<AssignmentExplanation>('GET', `/api/customers/${booking._id}/assignment`, {
    token: await adminToken(api),
  });
}

/** The booking's or artist's card (phone) or row (wider), found by searching the open list. */
async function findRecord(page: Page, name: string) {
  const searched = page.waitForResponse((response) => /\/all\?.*q=/.test(response.url()));
  await searchList(page, name);
  await searched;
  const record = page.locator('.admin-card, .admin-table tbody tr').filter({ hasText: name });
  await expect(record).toHaveCount(1);
  return record;
}

const SIZES = [
  { label: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { label: '1280', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a booking is offered, explained, declined three times into Needs you; the switch goes off and on', async ({
      page,
      api,
    }) => {
      test.setTimeout(240_000);
      await mkdir(SHOTS, { recursive: true });
      const shot = (name: string) => page.screenshot({ path: `${SHOTS}/admin-${name}-${size.label}.png` });
      const admin = await adminToken(api);
      const suffix = size.label === '390' ? 'Phone' : 'Laptop';
      const artists = [
        await approvedArtist(api, `Asha ${suffix}`),
        await approvedArtist(api, `Bina ${suffix}`),
        await approvedArtist(api, `Chaya ${suffix}`),
      ];
      const customer = `Rekha Offers ${suffix}`;
      // A day of its own, far from other tests' bookings.
      const day = size.label === '390' ? 70 : 71;
      const booking = await createBooking(api, customer, [daysFromToday(day)]);
      expect(booking.assignment?.state).toBe('offering');

      const first = await explanation(api, booking);
      const order = first.candidates.map((candidate) => candidate.fullName);
      const offered = first.offers[0]!.fullName;
      expect(order.toSorted()).toEqual(artists.map(({ artist }) => artist.fullName).toSorted());

      // The list says who is asked and until when; the details explain why.
      await openDashboardAs(page, admin, 'customers');
      const record = await findRecord(page, customer);
      await expect(record.getByText(new RegExp(`^Offered to ${offered} until `))).toBeVisible();
      await record.getByRole('button', { name: `Open the booking of ${customer}` }).click();
      const details = page.getByRole('dialog', { name: `Booking of ${customer}` });
      await details.locator('summary', { hasText: `Why ${offered}?` }).click();
      const candidates = details.getByRole('list', { name: 'Artists in the order they are offered' });
      await expect(candidates.getByRole('listitem')).toHaveCount(3);
      for (const [index, name] of order.entries())
        await expect(candidates.getByRole('listitem').nth(index)).toContainText(name);
      // The one asked now is marked; the order is the next offer's (they are already asked).
      await expect(candidates.getByRole('listitem').filter({ hasText: offered })).toContainText(
        'Offered now',
      );
      const offers = details.getByRole('list', { name: 'Offers made' });
      await expect(offers.getByRole('listitem')).toHaveCount(1);
      await expect(offers.getByRole('listitem').first()).toContainText(`Round 1 ${offered}`);
      await expect(offers.getByRole('listitem').first()).toContainText('Waiting for an answer');
      await candidates.scrollIntoViewIfNeeded();
      await shot('why-en');
      await details.getByRole('button', { name: 'Close' }).click();

      // Each artist asked declines as My work does; the next is asked, until three offers went unanswered.
      for (let round = 1; round <= 3; round += 1) {
        const now = await explanation(api, booking);
        expect(now.assignment?.state).toBe('offering');
        const asked = artists.find(({ artist }) => artist._id === now.assignment?.artistId)!;
        await api.ok('POST', `/api/my/offers/${booking._id}/decline`, {
          token: asked.token,
          json: { reason: 'busy' },
        });
      }
      await expect
        .poll(async () => (await explanation(api, booking)).assignment)
        .toMatchObject({ state: 'needs_owner', reason: 'rounds' });
      const { needsOwner } = await api.ok<Overview>('GET', '/api/admin/overview', { token: admin });

      // The overview's card opens the "Needs you" tab, which counts and lists the booking.
      await openDashboardAs(page, admin);
      const card = page.getByRole('link', { name: /Needs you: bookings no artist took/ });
      await expect(card).toContainText(String(needsOwner));
      await shot('overview-en');
      await card.click();
      const tab = page.getByRole('button', { name: new RegExp(`^Needs you\\s*${needsOwner}$`) });
      await expect(tab).toHaveAttribute('aria-pressed', 'true');
      const needing = await findRecord(page, customer);
      await expect(needing.getByText('Needs you: No artist took it after 3 offers')).toBeVisible();
      await shot('needs-you-en');
      await needing.getByRole('button', { name: `Open the booking of ${customer}` }).click();
      await details.locator('summary', { hasText: 'Who would be offered?' }).click();
      await expect(offers.getByRole('listitem')).toHaveCount(3);
      await expect(offers.getByText('Declined: busy')).toHaveCount(3);
      await expect(candidates.getByText('Skipped: declined it')).toHaveCount(3);
      await offers.scrollIntoViewIfNeeded();
      await shot('why-needs-you-en');
      await details.getByRole('button', { name: 'Close' }).click();

      // The artists list shows each approved artist's month of offers; the details set the weight.
      await openDashboardAs(page, admin, 'artists');
      const artistRecord = await findRecord(page, offered);
      await expect(
        artistRecord.getByText('1 offered · 0 accepted · 1 declined · 0 expired · 100% answered'),
      ).toBeVisible();
      await shot('artists-en');
      await artistRecord.getByRole('button', { name: `Open the application of ${offered}` }).click();
      const artistDetails = page.getByRole('dialog', { name: `Application of ${offered}` });
      await artistDetails.getByLabel('Weight').selectOption('2');
      await artistDetails.getByRole('button', { name: 'Save weight' }).click();
      await expect(toast(page, `The weight of ${offered} is now 2.`)).toBeVisible();
      await expect(artistDetails.getByText(/weight 2/).first()).toBeVisible();
      await artistDetails.getByRole('heading', { name: 'Offers to this artist' }).scrollIntoViewIfNeeded();
      await shot('artist-weight-en');
      await artistDetails.getByRole('button', { name: 'Close' }).click();

      // The owner's switch, off and on again.
      await openDashboardAs(page, admin, 'settings');
      const automatic = page.getByRole('switch', { name: 'Offer new bookings to artists automatically' });
      await expect(automatic).toBeChecked();
      await automatic.click();
      await expect(toast(page, 'Setting saved.')).toBeVisible();
      await expect(automatic).not.toBeChecked();
      await expect
        .poll(
          async () =>
            (await api.ok<{ autoOffers: boolean }>('GET', '/api/admin/settings', { token: admin }))
              .autoOffers,
        )
        .toBe(false);
      await shot('settings-off-en');
      await automatic.press('Space');
      await expect(automatic).toBeChecked();
      await expect
        .poll(
          async () =>
            (await api.ok<{ autoOffers: boolean }>('GET', '/api/admin/settings', { token: admin }))
              .autoOffers,
        )
        .toBe(true);

      // In Hindi: the tab, the state and the explanation in the owner's words.
      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await openDashboardAs(page, admin, 'settings', 'एडमिन डैशबोर्ड');
      await expect(page.getByRole('switch', { name: 'नई बुकिंग कलाकारों को अपने-आप पेश करें' })).toBeChecked();
      await shot('settings-hi');
      await page.goto('/admin-dashboard?section=customers&assignment=needs_owner');
      const hindi = await findRecord(page, customer);
      await expect(hindi.getByText('आपकी ज़रूरत: 3 बार पूछने पर भी किसी कलाकार ने नहीं लिया')).toBeVisible();
      await shot('needs-you-hi');
      await hindi
        .getByRole('button', { name: new RegExp(customer) })
        .first()
        .click();
      await page.getByRole('dialog').locator('summary', { hasText: 'किसे पेशकश होगी?' }).click();
      await expect(page.getByRole('dialog').getByText('मना किया: व्यस्त')).toHaveCount(3);
      await page.getByRole('dialog').getByText('मना किया: व्यस्त').first().scrollIntoViewIfNeeded();
      await shot('why-hi');
      await page.evaluate(() => localStorage.setItem('language', 'en'));
    });
  });
}
