// GET /metrics (docs/operations.md#metrics): Prometheus's text format, moved by what happens in the app,
// read only with METRICS_TOKEN or from the machine itself, and never naming a person in a label.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import type { Design } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { recordingSms, waitFor } from '../bookings/work-fixtures';

const TOKEN = 'metrics-token-of-the-technician-0123456789';
const PHONE = '+919812345678';
const NAME = 'Meera Kulkarni';

/** Every sample of the text format: its name, labels and value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((found) => [found[1], found[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

describe('metrics', () => {
  let t: TestApp;
  let design: Design;
  const sms = recordingSms();

  beforeAll(async () => {
    t = await createTestApp(
      {
        METRICS_TOKEN: TOKEN,
        HELD_BOOKINGS_PER_NUMBER: '1',
        SMS_MAX_ATTEMPTS: '1',
        SMS_OUTBOX_POLL_MS: '50',
      },
      { sms },
    );
    design = await uploadDesign(t, await t.adminAuth(), 'Bridal', '2000-3000');
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return samples(response.body);
  };
  const value = (all: ReturnType<typeof samples>, name: string, labels: Record<string, string> = {}) =>
    all
      .filter((sample) => sample.name === name)
      .filter((sample) => Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))
      .reduce((sum, sample) => sum + sample.value, 0);

  it('counts a booking, a refused booking and a failed text, naming nobody in a label', async () => {
    const before = await scrape();
    sms.failing = true;
    const auth = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: PHONE })}`;
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/customers/add',
        headers: { authorization: auth },
        payload: bookingPayload(design, { fullName: NAME, selectedDates: [daysFromToday(4)] }),
      });
    expect((await book()).statusCode).toBe(201);
    // The number already holds HELD_BOOKINGS_PER_NUMBER bookings.
    expect((await book()).statusCode).toBe(429);
    // The customer's text fails on its one try (SMS_MAX_ATTEMPTS=1).
    const after = await waitFor(scrape, (all) => value(all, 'mehendi_texts_failed_total') > 0);

    expect(value(after, 'mehendi_bookings_made_total') - value(before, 'mehendi_bookings_made_total')).toBe(
      1,
    );
    const refused = (all: ReturnType<typeof samples>) =>
      value(all, 'mehendi_bookings_refused_total', { reason: 'held_limit' });
    expect(refused(after) - refused(before)).toBe(1);
    const failed = (all: ReturnType<typeof samples>) =>
      value(all, 'mehendi_texts_failed_total', { channel: 'sms' });
    expect(failed(after) - failed(before)).toBeGreaterThanOrEqual(1);
    // The booking's request by its route pattern, with its status (the registry is the process's, so
    // another file's refusals may be in it already).
    const refusedRequests = (all: ReturnType<typeof samples>) =>
      value(all, 'mehendi_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/customers/add',
        status: '429',
      });
    expect(refusedRequests(after) - refusedRequests(before)).toBe(1);
    // The parts the technician watches are there.
    const names = new Set(after.map((sample) => sample.name));
    for (const name of [
      'mehendi_offers_total',
      'mehendi_outbox_queued',
      'mehendi_outbox_oldest_queued_age_seconds',
      'mehendi_whatsapp_fallbacks_total',
      'mehendi_db_query_duration_seconds_count',
      'mehendi_backup_last_success_timestamp_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(names, name).toContain(name);
    expect(value(after, 'mehendi_db_query_duration_seconds_count')).toBeGreaterThan(0);

    const labelValues = after.flatMap((sample) => Object.values(sample.labels));
    const digits = PHONE.slice(-10);
    for (const label of labelValues) {
      expect(label).not.toContain(digits);
      expect(label).not.toContain('Meera');
      expect(label).not.toContain('Kulkarni');
    }
  });

  it('answers only with the token or to the machine itself, never through the proxy without it', async () => {
    const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    expect((await ask({})).statusCode).toBe(200);
    // The proxy on the same machine connects from 127.0.0.1 but names the client.
    expect((await ask({ 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(401);
    expect((await ask({}, '203.0.113.7')).statusCode).toBe(401);
    expect((await ask({ authorization: 'Bearer wrong' }, '203.0.113.7')).statusCode).toBe(401);
    const withToken = await ask(
      { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
      '203.0.113.7',
    );
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain/);
  });
});
