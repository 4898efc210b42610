import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { ArtistAvailability } from '@mehendi/shared';
import { phoneSession, randomMobile } from './support/admin-api';
import { expectNoAxeViolations, newPublicPage, storedPhoneSession } from './support/public-page';

// "When I work" on My work (docs/pages.md): an artist says on which days and in which slots they take
// work, their days off and the most jobs in a day; the places customers can book follow
// (docs/bookings.md#places-and-availability).
const SHOTS = '/tmp/shots-avail';
const MORNING = 'Morning to Afternoon (11:00 AM to 4:00 PM)';
const AFTERNOON = 'Afternoon to Evening (4:00 PM to 9:00 PM)';

test.describe.configure({ timeout: 180_000 });

/** A day this many days ahead, 'YYYY-MM-DD' (the date inputs take it as typed). */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test(
  'an artist says when they work: slots per weekday, days off and the most jobs a day',
  { tag: '@laptop' },
  async ({ browser, request, api }, testInfo) => {
    // Signed in through the API, the session kept in the browser (signing in on the page:
    // public-my-records.spec.ts).
    const phone = randomMobile();
    const token = await phoneSession(api, 'artist', phone);
    const page = await newPublicPage(browser, testInfo, storedPhoneSession('artist', token, phone));
    const applied = await request.post('/api/artists/add', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        fullName: `Rekha Sawant ${testInfo.project.name}`,
        whatsappNumber: phone,
        address: '4 FC Road, Pune',
        pincode: '411004',
        jobTerm: 'Part-time',
        mehendiVarieties: JSON.stringify(['Bridal']),
        availability: JSON.stringify({ timeRange: MORNING }),
      },
    });
    expect(applied.status()).toBe(201);
    await page.goto('/my-work');

    // Until saved, the application's answer holds: mornings, every day, one job a day.
    const section = page.getByRole('region', { name: 'When I work' });
    await expect(section).toBeVisible();
    await expect(section.getByRole('checkbox', { name: '11 AM-4 PM on Monday' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: '4 PM-9 PM on Monday' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: '11 AM-4 PM on Sunday' })).toBeChecked();
    await expect(section.getByRole('radio', { name: '1' })).toBeChecked();
    await expect(section.getByText('No days off.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Afternoons on Saturday too, no Sunday, two jobs a day.
    await section.getByRole('checkbox', { name: '4 PM-9 PM on Saturday' }).check();
    await section.getByRole('checkbox', { name: '11 AM-4 PM on Sunday' }).uncheck();
    await section.getByRole('radio', { name: '2' }).check();

    // A range of days off must not end before it starts.
    await section.getByLabel('From').fill(inDays(30));
    await section.getByLabel('To', { exact: true }).fill(inDays(28));
    await section.getByRole('button', { name: 'Add days off' }).click();
    await expect(section.getByText('A day off must end on or after the day it starts.')).toBeVisible();
    await section.getByLabel('To', { exact: true }).fill(inDays(32));
    await section.getByLabel('Note (optional)').fill('Cousin’s wedding');
    await section.getByRole('button', { name: 'Add days off' }).click();
    await expect(section.getByText('Cousin’s wedding')).toBeVisible();
    // A day off is saved in that one step; the week's changes wait for Save.
    await expect(page.getByText('Your working days are saved.').first()).toBeVisible();
    const readStored = async () =>
      (await (
        await request.get('/api/my/availability', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as ArtistAvailability;
    expect(await readStored()).toMatchObject({
      maxJobsPerDay: 1,
      daysOff: [{ from: inDays(30), to: inDays(32), note: 'Cousin’s wedding' }],
    });
    // Every slot's box is a 44 px target.
    const box = (await section.locator('.week-grid__box').first().boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // A single day: To left empty.
    await section.getByLabel('From').fill(inDays(40));
    await section.getByRole('button', { name: 'Add days off' }).click();
    await expect(section.getByRole('button', { name: /^Remove days off: / })).toHaveCount(2);
    // (The toast of the day off may still show: the answer to Save is what is waited for.)
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/my/availability'));
    await section.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expectNoAxeViolations(page);

    // Stored: the page shows it after a reload, and the API answers the same.
    await page.reload();
    await expect(section.getByRole('checkbox', { name: '4 PM-9 PM on Saturday' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: '11 AM-4 PM on Sunday' })).not.toBeChecked();
    await expect(section.getByRole('radio', { name: '2' })).toBeChecked();
    const stored = (await (
      await request.get('/api/my/availability', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as ArtistAvailability;
    expect(stored).toMatchObject({
      maxJobsPerDay: 2,
      weekly: { sat: [MORNING, AFTERNOON], sun: [], mon: [MORNING] },
      daysOff: [
        { from: inDays(30), to: inDays(32), note: 'Cousin’s wedding' },
        { from: inDays(40), to: inDays(40) },
      ],
    });

    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/when-i-work-en-${testInfo.project.name}.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('language', 'mr'));
    await page.reload();
    const marathi = page.getByRole('region', { name: 'माझ्या कामाच्या वेळा' });
    await expect(marathi.getByRole('checkbox', { name: 'शनिवार रोजी दुपारी 4-रात्री 9' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/when-i-work-mr-${testInfo.project.name}.png`, fullPage: true });

    // A day off removed and saved again.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await section
      .getByRole('button', { name: /^Remove days off: / })
      .last()
      .click();
    await expect(page.getByText('Your working days are saved.').first()).toBeVisible();
    const after = (await (
      await request.get('/api/my/availability', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as ArtistAvailability;
    expect(after.daysOff).toEqual([{ from: inDays(30), to: inDays(32), note: 'Cousin’s wedding' }]);
  },
);
