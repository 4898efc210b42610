import { bookingPayload, daysFromToday, type ApiClient } from '@mehendi/test-client';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { expect, test, type Page } from './support/test';
import {
  adminToken,
  approvedArtist,
  openDashboardAs,
  phoneSession,
  randomMobile,
  toast,
  uploadDesign,
  cancelBookingsAndWithdrawArtists,
} from './support/admin-api';
import { findCard } from './support/console-list';
import { expectNoAxeViolations, newPublicPage, storedPhoneSession } from './support/public-page';

// A team booking (issue 47, docs/bookings.md#team-bookings) as its artists and the owner see it: each
// artist of the team finds the lead and the others in My work; the owner fills and changes seats from the
// booking's details in the console.

// Four artists, a team booking and its seats arranged, then a page or two: slower than one form.
test.describe.configure({ timeout: 180_000 });

// Approved artists make dates fill up (docs/bookings.md#places-and-availability); each test starts without,
// and leaves no team holding places (its artists gone, its seats would be places every later test must
// find): its bookings are cancelled. Its days (150 days ahead and more) are no other spec's.
const made: string[] = [];
test.afterEach(({ api }) => cancelBookingsAndWithdrawArtists(api, made));

const SLOT = 'Afternoon to Evening (4:00 PM to 9:00 PM)';

/** An approved artist doing Bridal, and her phone session. */
async function bridalArtist(api: ApiClient, fullName: string): Promise<Artist & { token: string }> {
  const { artist, token } = await approvedArtist(api, fullName, { varieties: ['Bridal'], photo: false });
  return { ...artist, token };
}

/** A bride and 40 guests, 660 minutes of work: a team of 3 (a bridal seat and two guests' seats). */
async function teamBooking(api: ApiClient, fullName: string, day: string): Promise<CustomerBooking> {
  const design = await uploadDesign(api, await adminToken(api), 'Bridal', '2000-3000', 160);
  const contactNumber = randomMobile();
  const booking = await api.ok<CustomerBooking & { team: { artistsNeeded: number } | null }>(
    'POST',
    '/api/customers/add',
    {
      token: await phoneSession(api, 'customer', contactNumber),
      json: bookingPayload(design, {
        fullName,
        contactNumber,
        selectedDates: [day],
        selectedTime: SLOT,
        brides: 1,
        guestCount: 40,
      }),
    },
  );
  expect(booking.team?.artistsNeeded).toBe(3);
  made.push(booking._id);
  return booking;
}

async function fillSeat(api: ApiClient, booking: CustomerBooking, seat: number, artist: Artist) {
  await api.ok('POST', `/api/customers/${booking._id}/assign`, {
    token: await adminToken(api),
    json: { artistId: artist._id, seat },
  });
}

async function openMyWorkAs(page: Page, language: 'en' | 'mr') {
  await page.goto('/my-work');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const title = language === 'en' ? 'My work' : 'माझे काम';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const WORDS = {
  en: {
    team: 'Team of 3',
    guests: 'You do guests',
    lead: 'Lead: Priya',
    call: 'Call Priya',
    whatsapp: 'WhatsApp Priya',
    bride: 'Priya – does the bride (lead)',
    other: 'Meera – does guests',
    youLead: 'You lead this team',
  },
  mr: {
    team: '3 कलाकारांची टीम',
    guests: 'तुम्ही पाहुण्यांची मेहंदी काढाल',
    lead: 'प्रमुख: Priya',
    call: 'Priya यांना फोन करा',
    whatsapp: 'Priya यांना WhatsApp करा',
    bride: 'Priya – वधूची मेहंदी (प्रमुख)',
    other: 'Meera – पाहुण्यांची मेहंदी',
    youLead: 'या टीमच्या प्रमुख तुम्ही आहात',
  },
} as const;

for (const [language, days] of [
  ['en', 150],
  ['mr', 152],
] as const) {
  test(`an artist of a team sees the lead and the others in My work (${language})`, async ({
    api,
    browser,
  }, testInfo) => {
    const words = WORDS[language];
    const priya = await bridalArtist(api, 'Priya Lead');
    const asha = await bridalArtist(api, 'Asha Guests');
    const meera = await bridalArtist(api, 'Meera Guests');
    const customer = `Team Wedding ${language}`;
    const booking = await teamBooking(api, customer, daysFromToday(days));
    await fillSeat(api, booking, 0, priya);
    await fillSeat(api, booking, 1, asha);
    await fillSeat(api, booking, 2, meera);

    const page = await newPublicPage(browser, testInfo, {
      ...storedPhoneSession('artist', asha.token, asha.whatsappNumber),
      language,
    });
    await openMyWorkAs(page, language);
    const job = page.getByRole('article', { name: new RegExp(customer) });
    const team = job.getByRole('region', { name: words.team });
    await expect(team).toContainText(words.guests);
    await expect(team).toContainText(words.lead);
    await expect(team.getByRole('link', { name: words.call })).toHaveAttribute(
      'href',
      `tel:+91${priya.whatsappNumber}`,
    );
    await expect(team.getByRole('link', { name: words.whatsapp })).toHaveAttribute(
      'href',
      `https://wa.me/91${priya.whatsappNumber}`,
    );
    // The others, who does the bride first.
    await expect(team.getByRole('listitem')).toHaveText([words.bride, words.other]);
    await expectNoAxeViolations(page);

    // The lead is told she leads, with no number of her own to call.
    const lead = await newPublicPage(browser, testInfo, {
      ...storedPhoneSession('artist', priya.token, priya.whatsappNumber),
      language,
    });
    await openMyWorkAs(lead, language);
    const leadTeam = lead
      .getByRole('article', { name: new RegExp(customer) })
      .getByRole('region', { name: words.team });
    await expect(leadTeam).toContainText(words.youLead);
    await expect(leadTeam.getByRole('link')).toHaveCount(0);
  });
}

test('the owner fills an open seat of a team booking and changes a filled one from the console', async ({
  page,
  api,
}) => {
  const priya = await bridalArtist(api, 'Priya Bridal');
  const asha = await bridalArtist(api, 'Asha Second');
  const meera = await bridalArtist(api, 'Meera Third');
  const kavya = await bridalArtist(api, 'Kavya Spare');
  const customer = 'Sunita Team Console';
  const booking = await teamBooking(api, customer, daysFromToday(154));
  await fillSeat(api, booking, 0, priya);
  await fillSeat(api, booking, 1, asha);

  await openDashboardAs(page, await adminToken(api), 'customers');
  const card = await findCard(page, customer);
  await expect(card).toContainText('2 of 3 artists confirmed');
  await card.getByRole('button', { name: `Open the booking of ${customer}` }).click();
  const details = page.getByRole('dialog', { name: `Booking of ${customer}` });
  const seats = details.getByRole('region', { name: 'Team of 3' });
  await expect(seats).toContainText('2 of 3 artists confirmed');
  await expect(seats.getByRole('listitem')).toHaveText([
    /Seat 1 · Bride\s*Accepted: Priya Bridal/,
    /Seat 2 · Guests\s*Accepted: Asha Second/,
    /Seat 3 · Guests\s*Open/,
  ]);

  // The open seat: the dialog starts on it.
  await seats.getByRole('button', { name: `Fill Seat 3 · Guests of the booking of ${customer}` }).click();
  let dialog = page.getByRole('dialog', { name: `Assign an artist to ${customer}` });
  await expect(dialog.getByRole('radio', { name: /Seat 3 · Guests/ })).toBeChecked();
  // An artist holds one seat of a team.
  await expect(dialog.getByRole('radio', { name: new RegExp(asha.fullName) })).toBeDisabled();
  await expect(dialog.getByText('Already in this team: Seat 2 · Guests')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: new RegExp(meera.fullName) }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toast(page, 'Booking updated.')).toBeVisible();
  await expect(seats).toContainText('3 of 3 artists confirmed');
  await expect(seats.getByRole('listitem').nth(2)).toContainText('Accepted: Meera Third');

  // A filled seat changes hands.
  await seats.getByRole('button', { name: `Change Seat 2 · Guests of the booking of ${customer}` }).click();
  dialog = page.getByRole('dialog', { name: `Assign an artist to ${customer}` });
  await expect(dialog.getByRole('radio', { name: /Seat 2 · Guests/ })).toBeChecked();
  await dialog.getByRole('radio', { name: new RegExp(kavya.fullName) }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(seats.getByRole('listitem').nth(1)).toContainText('Accepted: Kavya Spare');
  await expect(seats).toContainText('3 of 3 artists confirmed');

  // The owner's console in Marathi says the same.
  await page.evaluate(() => localStorage.setItem('language', 'mr'));
  await page.reload();
  await page.getByLabel('नाव किंवा फोनने शोधा').fill(customer);
  await expect(page.locator('.admin-card').filter({ hasText: customer })).toContainText(
    '3 पैकी 3 कलाकार निश्चित',
  );
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
