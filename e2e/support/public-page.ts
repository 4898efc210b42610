// Pages for the customer and artist tests: a fresh browser context per test (no stored flags or drafts
// left by another test), with the project's screen, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { randomMobile } from '@mehendi/test-client';
import type { PhoneRole } from '@mehendi/shared';
import { expect, type Browser, type Locator, type Page, type TestInfo } from './test';
import { otpLog } from './server-log';
import { storeOnSite } from './admin-api';

/**
 * A page of a browser of its own, with the project's screen; `stored` is what the site's localStorage holds
 * before the first page opens (a session from `storedPhoneSession`, say), so no page is loaded only to
 * store it. The context closes when the test ends (e2e/support/test.ts).
 */
export async function newPublicPage(
  browser: Browser,
  testInfo: TestInfo,
  stored: Record<string, string> = {},
): Promise<Page> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const localStorage = Object.entries(stored).map(([name, value]) => ({ name, value }));
  const context = await browser.newContext({
    baseURL,
    viewport: viewport ?? { width: 390, height: 844 },
    isMobile,
    hasTouch,
    storageState: { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] },
  });
  return context.newPage();
}

/**
 * The item a verified code leaves in the browser (packages/web/src/lib/phone-session.ts) for the phone
 * session `token` of `role` and the 10-digit `phone`: for `newPublicPage`, so My bookings or My work opens
 * without a code in a test that is not about signing in (public-my-records.spec.ts signs in on the page).
 */
export function storedPhoneSession(role: PhoneRole, token: string, phone: string): Record<string, string> {
  const session = { token, role, phone: `+91${phone}`, expiresAt: Date.now() + 60 * 60 * 1000 };
  return { phoneSession: JSON.stringify(session) };
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`,
    ),
  ).toEqual([]);
}

/** Whether this project lays the page out for a phone (languages behind the menu button). */
export function isPhone(testInfo: TestInfo): boolean {
  return (testInfo.project.use.viewport?.width ?? 390) < 768;
}

/**
 * Types `phone` on the phone-login screen over the number it offers from the form (`offered`). The offer
 * arrives once the screen has rendered; typing before it would run the two numbers together.
 */
export async function typeOverOfferedPhone(page: Page, offered: RegExp, phone: string): Promise<void> {
  const phoneBox = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phoneBox).toHaveValue(offered, { timeout: 30_000 });
  await phoneBox.fill(phone);
}

/**
 * Opens the customer phone login as the booking form leaves it, with `details` kept as the confirmed
 * booking, and waits for the contact number the form offers (it arrives once the screen has rendered);
 * answers the phone number box.
 */
export async function openCustomerLogin(
  page: Page,
  details: { contactNumber: string } & Record<string, unknown>,
): Promise<Locator> {
  // Stored with no page of the app open (the smallest file of the site), so nothing of a page left behind
  // writes over it.
  await page.goto('/favicon.svg');
  await storeOnSite(page, { bookingDetails: JSON.stringify(details), customerBookingConfirmed: 'true' });
  await page.goto('/phone-auth?role=customer');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  const number = details.contactNumber;
  // The page's code may take a while on a slow phone.
  await expect(phone).toHaveValue(new RegExp(`${number.slice(0, 5)}\\s?${number.slice(5)}`), {
    timeout: 30_000,
  });
  return phone;
}

/**
 * Phone login as My bookings or My work asked for it (`?then=own`), with a new number; returns the number
 * and the session the browser kept.
 */
export async function logInToOwnPage(
  page: Page,
  role: 'customer' | 'artist',
): Promise<{ phone: string; token: string }> {
  await expect(page).toHaveURL(new RegExp(`/phone-auth\\?role=${role}&then=own$`));
  const phone = randomMobile();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  const since = await otpLog.mark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully.').first()).toBeVisible({ timeout: 30_000 });
  // The whole code in the first box (as the keyboard's suggestion gives it) submits by itself.
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await otpLog.codeSince(since));
  // The session is stored once the code is verified, before the page returns to its own page.
  await expect(page).not.toHaveURL(/\/phone-auth/, { timeout: 30_000 });
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('phoneSession') ?? '{}') as { token?: string }).token ?? '',
  );
  return { phone, token };
}

/**
 * A Saturday at least `daysAhead` days ahead ('YYYY-MM-DD') and the Sunday after it, `weeksLater` weeks on:
 * the browser tests share one database, so each test (and each project) books a weekend of its own.
 */
export function weekendAhead(daysAhead: number, weeksLater: number): { saturday: string; sunday: string } {
  const day = new Date(Date.now() + (daysAhead + 7 * weeksLater) * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  const saturday = day.toISOString().slice(0, 10);
  day.setUTCDate(day.getUTCDate() + 1);
  return { saturday, sunday: day.toISOString().slice(0, 10) };
}

/**
 * On the customer login the booking form opened (its number 98765 01234 offered), verifies `phone` with the
 * code from the server log.
 */
export async function verifyCustomerPhone(page: Page, phone: string = randomMobile()): Promise<void> {
  await expect(page).toHaveURL(/\/phone-auth\?role=customer$/);
  await typeOverOfferedPhone(page, /98765\s?01234/, phone);
  const since = await otpLog.mark();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully.').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(await otpLog.codeSince(since));
}

/**
 * Turns the month calendar of dates in `scope` to the month of `day` ('YYYY-MM-DD'); answers the grid.
 * `steps`: the month buttons' names in the page's language.
 */
export async function showMonth(
  scope: Page | Locator,
  day: string,
  steps = { next: 'Next month', previous: 'Previous month' },
): Promise<Locator> {
  const calendar = scope.getByRole('grid');
  await expect(calendar).toBeVisible({ timeout: 30_000 });
  for (let turns = 0; turns < 14; turns += 1) {
    const shown = (await calendar.locator('button[data-day]').first().getAttribute('data-day')) ?? '';
    if (shown.slice(0, 7) === day.slice(0, 7)) return calendar;
    await scope.getByRole('button', { name: shown < day ? steps.next : steps.previous }).click();
    await expect(calendar.locator('button[data-day]').first()).not.toHaveAttribute('data-day', shown);
  }
  throw new Error(`${day} is not on the calendar`);
}

/**
 * Picks `day` ('YYYY-MM-DD') on the month calendar of dates in `scope` (the booking form, Change date),
 * turning its months until the day is shown; `day` must be open (docs/pages.md "Dates").
 */
export async function pickDate(scope: Page | Locator, day: string): Promise<void> {
  const calendar = await showMonth(scope, day);
  await calendar.locator(`button[data-day="${day}"]`).click();
}

/**
 * The artist form's typed draft as IndexedDB keeps it (packages/web/src/features/artist/artist-draft-store.ts:
 * kept 300 ms after the last change), without its files; null while there is none.
 */
export function typedArtistDraft(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const open = indexedDB.open('mehendi-market', 1);
        // Made as the app makes it, should this look come first.
        open.onupgradeneeded = () => open.result.createObjectStore('drafts');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
        open.onsuccess = () => {
          const get = open.result.transaction('drafts').objectStore('drafts').get('artistTyped');
          get.onsuccess = () => {
            open.result.close();
            const draft = get.result as Record<string, unknown> | undefined;
            if (!draft) return resolve(null);
            const { files: _files, ...fields } = draft;
            resolve(fields);
          };
        };
      }),
  );
}
