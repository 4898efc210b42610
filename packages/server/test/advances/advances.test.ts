import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  bookingReference,
  slotInstant,
  type Artist,
  type CustomerBooking,
  type Design,
  type MyBooking,
  type Overview,
} from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { bookingsCsv } from '../../src/modules/bookings/bookings-csv';
import { movableClock } from '../../src/clock';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { uploadDesign } from '../bookings/catalogue';
import { applyAsArtist, approve, recordingSms, waitFor } from '../bookings/work-fixtures';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const HOUR = 60 * 60 * 1000;
const SLOT = 'Morning to Afternoon (11:00 AM to 4:00 PM)';
const UPI = {
  UPI_VPA: 'mehendimarket@okaxis',
  UPI_PAYEE_NAME: 'Mehendi Market',
  ADVANCE_PERCENT: '33',
  ADVANCE_MIN_RUPEES: '500',
  ADVANCE_REFUND_HOURS: '48',
};

let phoneSeq = 0;
function nextPhone(): string {
  phoneSeq += 1;
  return `+9197${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** A little world of one app: an admin, a design, customers who book and confirmed bookings. */
function world(env: Record<string, string>) {
  const sms = recordingSms();
  const clock = movableClock();
  const w = {
    t: undefined as unknown as TestApp,
    admin: '',
    design: undefined as unknown as Design,
    sms,
    clock,
    async start() {
      w.t = await createTestApp({ SMS_OUTBOX_POLL_MS: '50', ...env }, { sms, clock });
      w.admin = await w.t.adminAuth();
      w.design = await uploadDesign(w.t, w.admin, 'Bridal', '2000-3000');
    },
    /** Set while a test holds the clock at a moment; otherwise each call runs at the wall clock's time. */
    held: false,
    call(method: 'GET' | 'POST' | 'PUT', url: string, auth: string, payload?: object) {
      if (!w.held) clock.set(new Date());
      return w.t.app.inject({
        method,
        url,
        headers: { authorization: auth },
        ...(payload ? { payload } : {}),
      });
    },
    /** A customer's booking `days` ahead in the morning slot, confirmed with a new approved artist. */
    async confirmed(days: number, fields: Record<string, unknown> = {}) {
      const artist: Artist = await approve(
        w.t,
        w.admin,
        await applyAsArtist(w.t, { fullName: 'Sana Shaikh' }),
      );
      const phone = nextPhone();
      const auth = `Bearer ${await createSession(w.t.app.db, { role: 'customer', phone })}`;
      const made = await w.call(
        'POST',
        '/api/customers/add',
        auth,
        bookingPayload(w.design, { selectedDates: [daysFromToday(days)], selectedTime: SLOT, ...fields }),
      );
      if (made.statusCode !== 201) throw new Error(`booking failed: ${made.body}`);
      const booking = made.json<CustomerBooking>();
      const assigned = await w.call('POST', `/api/customers/${booking._id}/assign`, w.admin, {
        artistId: artist._id,
      });
      if (assigned.statusCode !== 200) throw new Error(`assign failed: ${assigned.body}`);
      return { phone, auth, booking: assigned.json<{ booking: CustomerBooking }>().booking };
    },
    async mine(auth: string, id: string) {
      const list = (await w.call('GET', '/api/my/bookings', auth)).json<MyBooking[]>();
      return list.find((booking) => booking._id === id)!;
    },
  };
  return w;
}

describe(`advances by UPI (${DB})`, () => {
  const w = world(UPI);
  beforeAll(() => w.start());
  afterAll(() => w.t.close());
  const utrs = (() => {
    let n = 0;
    return () => `4${String(process.pid % 1000).padStart(3, '0')}${String((n += 1)).padStart(8, '0')}`;
  })();

  it('asks the advance at confirmation: 33 % of the estimate minimum, at least ₹500, rounded up to ₹50', async () => {
    const { auth, phone, booking } = await w.confirmed(5);
    const min = booking.estimate!.min;
    const expected = Math.ceil(Math.max(500, (min * 33) / 100) / 50) * 50;
    expect(booking.advance).toMatchObject({ amount: expected, status: 'due', utr: null });
    expect(expected % 50).toBe(0);
    const reference = booking._id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const mine = await w.mine(auth, booking._id);
    expect(mine.advance?.upiLink).toBe(
      `upi://pay?pa=mehendimarket%40okaxis&pn=Mehendi%20Market&am=${expected}.00&cu=INR&tn=Mehendi%20advance%20${reference}&tr=${reference}`,
    );
    expect(booking.history.at(-1)).toMatchObject({
      by: 'system',
      advance: { status: 'due', amount: expected },
    });
    // The confirmation's text about the advance, with the link to the booking's card in My bookings.
    const sent = await waitFor(
      async () => w.sms.sent.filter((text) => text.to === phone),
      (texts) => texts.some((text) => text.text.includes('advance')),
    );
    const advanceText = sent.find((text) => text.text.includes('advance'))!.text;
    expect(advanceText).toContain(`Rs ${expected}`);
    expect(advanceText).toContain('48 hours');
    expect(advanceText).not.toContain('upi:');
    expect(advanceText).toMatch(
      new RegExp(`Pay: http://localhost:3000/my-bookings#${bookingReference(booking._id)}$`),
    );
  });

  it('lets the admin change the amount before it is paid', async () => {
    const { auth, booking } = await w.confirmed(6);
    const changed = await w.call('PUT', `/api/customers/${booking._id}/advance/amount`, w.admin, {
      amount: 1500,
    });
    expect(changed.statusCode).toBe(200);
    expect((await w.mine(auth, booking._id)).advance?.upiLink).toContain('am=1500.00');
    const bad = await w.call('PUT', `/api/customers/${booking._id}/advance/amount`, w.admin, { amount: -5 });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a 12-digit UTR only (400), refuses one claimed on another booking (409), and 404s a stranger', async () => {
    const first = await w.confirmed(7);
    const second = await w.confirmed(8);
    for (const utr of ['12345', '12345678901a', '1234567890123']) {
      const bad = await w.call('POST', `/api/my/bookings/${first.booking._id}/advance`, first.auth, { utr });
      expect(bad.statusCode).toBe(400);
    }
    expect((await w.mine(first.auth, first.booking._id)).advance?.status).toBe('due');
    const stranger = await w.call('POST', `/api/my/bookings/${first.booking._id}/advance`, second.auth, {
      utr: utrs(),
    });
    expect(stranger.statusCode).toBe(404);
    const utr = utrs();
    const claimed = await w.call('POST', `/api/my/bookings/${first.booking._id}/advance`, first.auth, {
      utr,
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      message: MESSAGES.advanceClaimed,
      advance: { status: 'claimed', utr },
    });
    const reused = await w.call('POST', `/api/my/bookings/${second.booking._id}/advance`, second.auth, {
      utr,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: MESSAGES.utrTaken });
    expect((await w.mine(second.auth, second.booking._id)).advance?.status).toBe('due');
    // The owner's list shows the claim with amount, UTR and time.
    const list = (await w.call('GET', '/api/customers/advances', w.admin)).json<{ bookingId: string }[]>();
    expect(list).toContainEqual(
      expect.objectContaining({
        bookingId: first.booking._id,
        utr,
        status: 'claimed',
        claimedAt: expect.any(String),
      }),
    );
  });

  it('limits UTR tries to 5 an hour per booking', async () => {
    const { auth, booking } = await w.confirmed(9);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push(
        (await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, { utr: 'x' })).statusCode,
      );
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("counts a stranger's tries at a booking as the stranger's, never the owner's", async () => {
    const { auth, booking } = await w.confirmed(9);
    const stranger = `Bearer ${await createSession(w.t.app.db, { role: 'customer', phone: nextPhone() })}`;
    const url = `/api/my/bookings/${booking._id}/advance`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await w.call('POST', url, stranger, { utr: utrs() })).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const owners = await w.call('POST', url, auth, { utr: utrs() });
    expect(owners.statusCode).toBe(200);
  });

  it('received: the customer is texted, sees it received and has a receipt in their language', async () => {
    const { auth, phone, booking } = await w.confirmed(10, { language: 'mr' });
    const utr = utrs();
    await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, { utr });
    const noReceiptYet = await w.call('GET', `/api/my/bookings/${booking._id}/advance/receipt`, auth);
    expect(noReceiptYet.statusCode).toBe(404);
    const checked = await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, {
      status: 'received',
    });
    expect(checked.statusCode).toBe(200);
    const record = checked.json<{ booking: CustomerBooking }>().booking;
    expect(record.advance).toMatchObject({
      status: 'received',
      utr,
      upiLink: null,
      receivedAt: expect.any(String),
    });
    expect(record.history.at(-1)).toMatchObject({ by: 'admin', advance: { status: 'received', utr } });
    expect((await w.mine(auth, booking._id)).advance?.status).toBe('received');
    const texts = await waitFor(
      async () => w.sms.sent.filter((text) => text.to === phone),
      (sent) => sent.some((text) => text.text.includes('आगाऊ रक्कम मिळाली')),
    );
    // Rs in every language's texts (the glossary, issue 44).
    expect(texts.at(-1)!.text).toContain(`Rs ${record.advance!.amount}`);
    const receipt = await w.call('GET', `/api/my/bookings/${booking._id}/advance/receipt`, auth);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      businessName: 'Mehendi Market',
      customerName: booking.fullName,
      amount: record.advance!.amount,
      utr,
      language: 'mr',
      refundHours: 48,
    });
    expect(receipt.json<{ amountInWords: string }>().amountInWords).toMatch(/रुपये फक्त$/);
    // Another customer cannot read it.
    const other = await w.confirmed(11);
    expect(
      (await w.call('GET', `/api/my/bookings/${booking._id}/advance/receipt`, other.auth)).statusCode,
    ).toBe(404);
  });

  it('not received: the customer sees why and may enter another UTR', async () => {
    const { auth, booking } = await w.confirmed(12);
    const wrong = utrs();
    await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, { utr: wrong });
    const checked = await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, {
      status: 'not_received',
      note: 'No such payment on the statement',
    });
    expect(checked.statusCode).toBe(200);
    const mine = await w.mine(auth, booking._id);
    expect(mine.advance).toMatchObject({
      status: 'due',
      utr: null,
      note: 'No such payment on the statement',
    });
    expect(mine.advance?.upiLink).toMatch(/^upi:\/\/pay\?/);
    const again = await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, { utr: utrs() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ advance: { status: 'claimed' } });
  });

  it("the export's line of a booking is what its record shows: the artist and the advance received", async () => {
    const { auth, booking } = await w.confirmed(15);
    const utr = utrs();
    await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, { utr });
    await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, { status: 'received' });
    const page = await w.call('GET', `/api/customers/all?id=${booking._id}&page=1`, w.admin);
    const [record] = page.json<{ items: CustomerBooking[] }>().items;
    expect(record!.artist?.fullName).toBeTruthy();
    expect(record!.advance).toMatchObject({ status: 'received', utr });
    // The record's line as the file writes it, from the record the list answers.
    let expected = '';
    const one = (async function* () {
      yield [record!];
    })();
    for await (const part of bookingsCsv(one)) expected += part;
    const line = expected.split('\r\n')[1]!;
    const csv = (await w.call('GET', '/api/customers/export.csv', w.admin)).body;
    expect(csv.split('\r\n')).toContain(line);
    expect(line).toContain(record!.artist!.fullName);
    expect(line).toContain(utr);
  });

  async function paidThenCancelledAt(days: number, hoursBefore: number) {
    const { auth, booking } = await w.confirmed(days);
    await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, { utr: utrs() });
    await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, { status: 'received' });
    w.clock.set(
      new Date(slotInstant(booking.selectedDates[0]!, SLOT, 'start').getTime() - hoursBefore * HOUR),
    );
    w.held = true;
    try {
      const cancelled = await w.call('POST', `/api/my/bookings/${booking._id}/cancel`, auth, {
        reason: 'Plans changed',
      });
      expect(cancelled.statusCode).toBe(200);
    } finally {
      w.held = false;
    }
    return { auth, booking };
  }

  it('a cancellation 49 hours before the first slot makes the advance refund due; the owner records the refund', async () => {
    const { auth, booking } = await paidThenCancelledAt(13, 49);
    expect((await w.mine(auth, booking._id)).advance?.status).toBe('refund_due');
    const overview = (await w.call('GET', '/api/admin/overview', w.admin)).json<Overview>();
    expect(overview.advances!.refundsDue.count).toBeGreaterThanOrEqual(1);
    expect(overview.advances!.receivedThisMonth.count).toBeGreaterThanOrEqual(1);
    // The owner's list says where to send it: the customer's number, for a UPI transfer (issue 44).
    const toCheck = (await w.call('GET', '/api/customers/advances', w.admin)).json<
      { bookingId: string; status: string; refundTo: string | null }[]
    >();
    expect(toCheck.find((row) => row.bookingId === booking._id)).toMatchObject({
      status: 'refund_due',
      refundTo: booking.loginNumber,
    });
    const noUtr = await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, {
      status: 'refunded',
    });
    expect(noUtr.statusCode).toBe(400);
    const refundUtr = utrs();
    const refunded = await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, {
      status: 'refunded',
      utr: refundUtr,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<{ booking: CustomerBooking }>().booking.advance).toMatchObject({
      status: 'refunded',
      refundUtr,
    });
    const csv = (await w.call('GET', '/api/customers/export.csv', w.admin)).body;
    expect(csv.split('\n')[0]).toContain(
      'Advance (₹),Advance status,Advance UTR,Advance received at,Refund UTR',
    );
    expect(csv).toContain(refundUtr);
    // The customer is told the money is on its way, with the refund's UTR.
    const told = await waitFor(
      async () =>
        w.sms.sent.filter((text) => text.to === booking.loginNumber && text.text.includes(refundUtr)),
      (texts) => texts.length > 0,
    );
    expect(told[0]!.text).toMatch(
      new RegExp(
        `we have sent back your advance of Rs [\\d,]+ for ref ${bookingReference(booking._id)} by UPI, UTR ${refundUtr}\\.$`,
      ),
    );
  });

  it('a cancellation 47 hours before keeps the advance (forfeited)', async () => {
    const { auth, booking } = await paidThenCancelledAt(14, 47);
    expect((await w.mine(auth, booking._id)).advance?.status).toBe('forfeited');
    const refund = await w.call('POST', `/api/customers/${booking._id}/advance`, w.admin, {
      status: 'refunded',
      utr: utrs(),
    });
    expect(refund.statusCode).toBe(409);
  });
});

describe(`without UPI_VPA (${DB})`, () => {
  const w = world({});
  beforeAll(() => w.start());
  afterAll(() => w.t.close());

  it('shows no advance, texts none and answers 404 to a claim', async () => {
    const { auth, phone, booking } = await w.confirmed(5);
    expect(booking.advance).toBeNull();
    expect((await w.mine(auth, booking._id)).advance).toBeNull();
    const claim = await w.call('POST', `/api/my/bookings/${booking._id}/advance`, auth, {
      utr: '123456789012',
    });
    expect(claim.statusCode).toBe(404);
    expect((await w.call('GET', '/api/admin/overview', w.admin)).json<Overview>().advances).toBeNull();
    await waitFor(
      async () => w.sms.sent.filter((text) => text.to === phone),
      (texts) => texts.some((text) => text.text.includes('is confirmed')),
    );
    expect(w.sms.sent.some((text) => text.to === phone && text.text.includes('advance'))).toBe(false);
  });

  it('stops the server at start on a UPI ID that is not name@handle', () => {
    expect(() => loadConfig({ UPI_VPA: 'mehendimarket' })).toThrow(ConfigError);
    expect(() => loadConfig({ UPI_VPA: 'mehendimarket' })).toThrow(/UPI_VPA: must be a UPI ID/);
    expect(loadConfig({ UPI_VPA: 'mehendimarket@okaxis' }).advances?.payee.vpa).toBe('mehendimarket@okaxis');
  });
});
