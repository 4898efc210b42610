// What a booking costs the database (issue 48; docs/speed.md#load-figure): every statement is a round
// trip and a socket write, which were most of a booking's time under load. The answer is built from what
// the transaction wrote and read instead of being read back, so it must be what a read gives.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBooking, Design } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from './catalogue';
import { approvedArtistWorking } from './work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let phoneSeq = 0;
const nextPhone = () =>
  `+9193${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;

describe(`a booking's statements and answer (${DB})`, () => {
  let t: TestApp;
  let admin: string;
  let design: Design;
  const sent: string[] = [];
  const originalQuery = pg.Client.prototype.query;

  beforeAll(async () => {
    t = await createTestApp({ OWNER_ALERT_NUMBERS: '9876500001' }, { waitlistSweepMs: 0, offersSweepMs: 0 });
    admin = await t.adminAuth();
    design = await uploadDesign(t, admin, 'Bridal', '2000-3000');
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first] = args as [string | { text: string }];
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text === 'string') sent.push(text.replace(/\s+/g, ' '));
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }, 60_000);
  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await t?.close();
  });

  async function book(fields: Record<string, unknown> = {}) {
    const phone = nextPhone();
    const auth = `Bearer ${await createSession(t.app.db, { role: 'customer', phone })}`;
    return t.app.inject({
      method: 'POST',
      url: '/api/customers/add',
      headers: { authorization: auth },
      payload: bookingPayload(design, { selectedDates: [daysFromToday(20)], ...fields }),
    });
  }

  async function asListed(id: string): Promise<CustomerBooking> {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/customers/all?id=${id}`,
      headers: { authorization: admin },
    });
    const records = list.json<{ items?: CustomerBooking[] } | CustomerBooking[]>();
    const items = Array.isArray(records) ? records : (records.items ?? []);
    return items.find((item) => item._id === id)!;
  }

  /**
   * What the console lists, but the texts' progress since (the outbox sends them once woken), in one order
   * (texts queued together have the same time).
   */
  function comparable(record: CustomerBooking) {
    return {
      ...record,
      messages: [...record.messages]
        .sort((a, b) => a.template.localeCompare(b.template))
        .map(({ _id, recipient, template, channel, createdAt, dueAt }) => ({
          _id,
          recipient,
          template,
          channel,
          createdAt,
          dueAt,
        })),
    };
  }

  it.runIf(DB === 'PostgreSQL')(
    'takes seven statements while no artist is approved: the session, and six in its transaction',
    async () => {
      await book();
      sent.length = 0;
      expect((await book()).statusCode).toBe(201);
      // The test's own sign-in, and the outbox workers' statements (taking a text, recording it sent),
      // which run beside the booking.
      const booking = sent.filter(
        (text) =>
          !/^(insert into "sessions"|update "\w+_outbox"|with "marked_sent" as \(update "sms_outbox")/.test(
            text,
          ),
      );
      expect(booking).toEqual([
        expect.stringMatching(/^select .* from "sessions"/),
        'begin',
        expect.stringMatching(/^select pg_advisory_xact_lock/),
        expect.stringMatching(/^select \(select count/),
        expect.stringMatching(
          /^with "counted" as \(insert into "booking_limit_events" .*\) insert into "customer_bookings"/,
        ),
        expect.stringMatching(
          /^with "queued_texts" as \(insert into "sms_outbox" .*\) insert into "notifications"/,
        ),
        'commit',
      ]);
    },
  );

  it('answers the booking as the console then lists it: its texts queued, what its number holds', async () => {
    const made = await book({ fullName: 'Kavya Rao' });
    expect(made.statusCode).toBe(201);
    const answer = made.json<CustomerBooking>();
    expect(answer.messages.map((text) => [text.recipient, text.template, text.status])).toEqual([
      ['customer', 'customerReceived', 'queued'],
      ['owner', expect.any(String), 'queued'],
    ]);
    expect(answer.heldByNumber).toEqual({ bookings: 1, days: 1 });
    expect(comparable(answer)).toEqual(comparable(await asListed(answer._id)));
  });

  it('answers a booking asking for an approved artist as the console lists it, with the artist’s first name', async () => {
    const artist = await approvedArtistWorking(
      t,
      admin,
      { maxJobsPerDay: 3 },
      { fullName: 'Meera Kulkarni' },
    );
    const made = await book({ preferredArtistId: artist._id, selectedDates: [daysFromToday(21)] });
    expect(made.statusCode).toBe(201);
    const answer = made.json<CustomerBooking>();
    expect(answer.preferredArtistFirstName).toBe('Meera');
    expect(comparable(answer)).toEqual(comparable(await asListed(answer._id)));
  });
});
