// Issue 29: the console shows each text of a booking with its channel and its state, and a delivery
// receipt (here MSG91's report for the console provider's message id, posted as MSG91 posts it) turns
// the text delivered.
import { readFile } from 'node:fs/promises';
import { bookingReference } from '@mehendi/shared';
import { adminToken, createBooking, openDashboardAs } from './support/admin-api';
import { E2E_MSG91_WEBHOOK_SECRET, SERVER_LOG } from './support/constants';
import { expect, test } from './support/test';

/** The console provider's id of the text whose words include `words`, from the server log. */
async function messageIdOfText(words: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const log = await readFile(SERVER_LOG, 'utf8');
    for (const line of log.split('\n').reverse()) {
      if (!line.includes(words)) continue;
      const id = (JSON.parse(line) as { sms?: { id?: string } }).sms?.id;
      if (id) return id;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no text with "${words}" in ${SERVER_LOG}`);
}

test('a delivery receipt shows the text delivered, with its channel, in the booking record', async ({
  page,
  api,
}) => {
  // Names are letters only: a suffix of letters tells this run's booking apart in the shared database.
  const suffix = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const name = `Receipt Tester ${suffix}`;
  const booking = await createBooking(api, name);
  // The customer's text (not the owner's, which also names the reference) by its words (docs/sms-templates.md).
  const id = await messageIdOfText(`ref ${bookingReference(booking._id)}. We will text you`);
  const token = await adminToken(api);

  await openDashboardAs(page, token, 'customers');
  await page.getByRole('button', { name: `Open the booking of ${name}` }).click();
  const record = page.getByRole('dialog', { name: `Booking of ${name}` });
  const text = record.getByRole('listitem').filter({ hasText: 'received' });
  await expect(text).toContainText('SMS');
  await expect(text).toContainText('sent');
  await record.getByRole('button', { name: 'Close' }).click();

  const wrong = await api.request('POST', '/api/webhooks/msg91/not-the-secret', {
    json: { requestId: id, status: '1', desc: 'DELIVERED' },
  });
  expect(wrong.status).toBe(401);
  const receipt = await api.ok<{ updated: number }>(
    'POST',
    `/api/webhooks/msg91/${E2E_MSG91_WEBHOOK_SECRET}`,
    {
      json: {
        date: '2026-11-26 10:06:20',
        number: `91${booking.loginNumber.slice(-10)}`,
        senderId: 'MEHNDI',
        requestId: id,
        status: '1',
        desc: 'DELIVERED',
      },
    },
  );
  expect(receipt.updated).toBe(1);

  await page.reload();
  await page.getByRole('button', { name: `Open the booking of ${name}` }).click();
  const delivered = page
    .getByRole('dialog', { name: `Booking of ${name}` })
    .getByRole('listitem')
    .filter({ hasText: 'received' });
  await expect(delivered).toContainText('SMS');
  await expect(delivered).toContainText('delivered');
  await expect(delivered.locator('.sms-state')).toHaveText('delivered');
});
