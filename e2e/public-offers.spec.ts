import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { Artist, CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { SERVER_LOG } from './support/constants';
import {
  adminToken,
  phoneSession,
  randomMobile,
  uploadDesign,
  withAutomaticOffers,
  withdrawApprovedArtists,
} from './support/admin-api';
import { newPublicPage, storedPhoneSession } from './support/public-page';

// Offers to artists (docs/bookings.md#offers-to-artists): the artist opens the link texted to her, sees the
// job without signing in and accepts it; the customer's My bookings then names her. In English and Hindi.
const SHOTS = '/tmp/x/shots';

test.describe.configure({ timeout: 180_000 });
withAutomaticOffers();
test.afterEach(({ api }) => withdrawApprovedArtists(api));

const TEXTS = {
  en: {
    offers: 'Job offers',
    accept: 'Accept',
    accepted: 'You accepted this job',
    guests: 'guests',
    confirmedWith: 'Confirmed with',
  },
  hi: {
    offers: 'काम के ऑफ़र',
    accept: 'काम लें',
    accepted: 'आपने यह काम ले लिया',
    guests: 'मेहमान',
    confirmedWith: 'के साथ पक्की',
  },
} as const;

/** The one-tap link in the offer texted for this job: found by its day and guest count in the server log. */
async function textedOfferLink(guests: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const lines = (await readFile(SERVER_LOG, 'utf8')).split('\n');
    for (const line of lines.reverse()) {
      if (!line.includes('/o/') || !line.includes(guests)) continue;
      const text = (JSON.parse(line) as { sms?: { text?: string } }).sms?.text ?? '';
      const link = /https?:\/\/\S+\/o\/[A-Za-z0-9_-]{22}/.exec(text);
      if (link) return link[0];
    }
    if (Date.now() > deadline) throw new Error(`no offer texted with "${guests}"`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A day of its own for each language and layout: one approved artist has one place a day, and a booking
 * of an earlier test (its artist withdrawn) still holds that day's place, so two tests on one day collide.
 */
function offerDay(language: 'en' | 'hi', project: string): number {
  return 200 + (project === 'phone' ? 0 : 2) + (language === 'en' ? 0 : 1);
}

for (const language of ['en', 'hi'] as const) {
  test(`an artist accepts a job from the texted link, and the customer sees who comes (${language})`, async ({
    browser,
    api,
  }, testInfo) => {
    const texts = TEXTS[language];
    const admin = await adminToken(api);
    const artistPhone = randomMobile();
    const artistToken = await phoneSession(api, 'artist', artistPhone);
    const { artist } = await api.ok<{ artist: Artist }>('POST', '/api/artists/add', {
      token: artistToken,
      json: {
        fullName: `Rekha Shinde ${language}`,
        whatsappNumber: artistPhone,
        address: '4 FC Road, Pune',
        pincode: '411004',
        jobTerm: 'Full-time',
        mehendiVarieties: ['Bridal'],
        availability: { timeRange: 'Any Time From Morning Till Night' },
        language,
      },
    });
    await api.ok('PATCH', `/api/artists/${artist._id}/review`, {
      token: admin,
      json: { status: 'approved' },
    });

    // The customer asks for her ("Book with this artist"), so she is the one offered the job.
    const design = await uploadDesign(api, admin, 'Bridal', '2000-3000', 140);
    const customerPhone = randomMobile();
    const customerToken = await phoneSession(api, 'customer', customerPhone);
    const guests = 20 + Math.floor(Math.random() * 30);
    const booking = await api.ok<CustomerBooking>('POST', '/api/customers/add', {
      token: customerToken,
      json: bookingPayload(design, {
        fullName: `Pooja Kale ${language}`,
        contactNumber: customerPhone,
        selectedDates: [daysFromToday(offerDay(language, testInfo.project.name))],
        venueAddress: '9 Paud Road',
        venuePincode: '411038',
        guestCount: guests,
        language,
        preferredArtistId: artist._id,
      }),
    });
    expect(booking.assignment).toMatchObject({ state: 'offering', artistId: artist._id });

    // The offer is first in her My work too.
    const myWork = await newPublicPage(browser, testInfo, {
      ...storedPhoneSession('artist', artistToken, artistPhone),
      language,
    });
    await myWork.goto('/my-work');
    const offers = myWork.getByRole('region', { name: texts.offers });
    await expect(offers.getByRole('article')).toContainText(String(guests));
    await expect(offers.getByRole('button', { name: texts.accept, exact: true })).toBeVisible();
    await myWork.screenshot({ path: `${SHOTS}/my-work-offer-${language}-${testInfo.project.name}.png` });

    const link = new URL(await textedOfferLink(`${guests} ${texts.guests}`));
    const page = await newPublicPage(browser, testInfo);
    await page.goto(link.pathname);
    // The page opens in the artist's language, with the job and no customer's name or address.
    const card = page.getByRole('article');
    await expect(card).toContainText(String(guests));
    await expect(card).toContainText('411038');
    await expect(page.getByRole('main')).not.toContainText('Pooja Kale');
    await expect(page.getByRole('main')).not.toContainText('9 Paud Road');
    await page.screenshot({
      path: `${SHOTS}/offer-${language}-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: texts.accept, exact: true }).click();
    await expect(card.getByText(texts.accepted)).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/offer-accepted-${language}-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // The customer's My bookings names her.
    const customer = await newPublicPage(browser, testInfo, {
      ...storedPhoneSession('customer', customerToken, customerPhone),
      language,
    });
    await customer.goto('/my-bookings');
    await expect(customer.getByText(texts.confirmedWith)).toBeVisible();
    await expect(customer.getByText(texts.confirmedWith)).toContainText('Rekha');
    await customer.screenshot({
      path: `${SHOTS}/my-bookings-confirmed-${language}-${testInfo.project.name}.png`,
    });
  });
}
