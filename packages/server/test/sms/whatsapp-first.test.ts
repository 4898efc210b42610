// WhatsApp first, SMS after (issue 29): a text goes as a WhatsApp template; refused, failed or left
// without a receipt for WHATSAPP_FALLBACK_MINUTES, it goes once by SMS (MSG91). Receipts from both
// providers move a text to delivered, read or failed; a call not signed by the provider changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_TEMPLATES, renderSms, smsVariables, type Overview, type SmsValues } from '@mehendi/shared';
import { movableClock } from '../../src/clock';
import { enqueueTexts } from '../../src/modules/sms-outbox';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import {
  metaError,
  metaSignature,
  msg91Env,
  msg91ReportBody,
  msg91TemplateId,
  startFakeMsg91,
  startFakeWhatsApp,
  whatsappEnv,
  whatsappParameters,
  whatsappStatusBody,
  type FakeGateway,
} from '../helpers/fake-gateways';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { QUICK_CAPTCHA, sendOtp } from '../phone-auth/phone-auth-helpers';

const MINUTE = 60_000;
const VALUES: SmsValues = {
  name: 'Asha Patil',
  variety: 'Bridal',
  dates: '12 Dec',
  slot: '4 PM-9 PM',
  artist: 'Meera Kulkarni',
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('WhatsApp first, then SMS, with delivery receipts', () => {
  let ctx: TestApp;
  let whatsapp: FakeGateway;
  let msg91: FakeGateway;
  const clock = movableClock();
  let phoneSeq = 0;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    msg91 = await startFakeMsg91();
    ctx = await createTestApp(
      {
        ...msg91Env(msg91),
        ...whatsappEnv(whatsapp),
        WHATSAPP_TEMPLATE_PHONE_CODE: 'mm_login_code',
        WHATSAPP_FALLBACK_MINUTES: '10',
        SMS_OUTBOX_POLL_MS: '20',
      },
      { clock, captchaPow: QUICK_CAPTCHA },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await whatsapp.close();
    await msg91.close();
  });
  beforeEach(() => {
    whatsapp.answerWith(null);
    msg91.answerWith(null);
  });

  /** Queues the customer's confirmation in Hindi to a number of its own; returns the number and the row id. */
  async function queueText(): Promise<{ phone: string; id: string }> {
    phoneSeq += 1;
    const phone = `+9198123${String(45600 + phoneSeq)}`;
    await enqueueTexts(ctx.app.db, [
      {
        recipient: 'customer',
        toPhone: phone,
        template: 'customerConfirmed',
        language: 'hi',
        body: renderSms('customerConfirmed', 'hi', VALUES),
        variables: smsVariables('customerConfirmed', 'hi', VALUES),
        // Due by the test's clock, which stands still while the database's runs on.
        dueAt: clock.now(),
      },
    ]);
    const [row] = await ctx.app.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone));
    ctx.app.smsOutbox!.wake();
    return { phone, id: row!.id };
  }
  const rowOf = async (id: string) =>
    (await ctx.app.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
  const requestsTo = (gateway: FakeGateway, phone: string) =>
    gateway.requests.filter((request) => {
      const body = request.body as { to?: string; recipients?: { mobiles: string }[] };
      return (body.to ?? body.recipients?.[0]?.mobiles) === phone.slice(1);
    });
  const sentRow = async (id: string) => {
    await until(async () => (await rowOf(id)).status !== 'queued');
    return rowOf(id);
  };

  /** `signature` null: an unsigned call. */
  function postWhatsApp(body: string, signature: string | null = metaSignature(body)) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: body,
    });
  }

  it('sends a text as a WhatsApp template in the language, its body parameters in order, SMS untouched', async () => {
    const { phone, id } = await queueText();
    const row = await sentRow(id);
    const [request] = requestsTo(whatsapp, phone);
    expect(request?.problems).toEqual([]);
    expect(request?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: phone.slice(1),
      type: 'template',
      template: { name: 'mm_customerConfirmed', language: { code: 'hi' } },
    });
    // Hindi names its placeholders in its own order: the parameters follow the Hindi text.
    const names = [...SMS_TEMPLATES.hi.customerConfirmed.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]!);
    const variables = smsVariables('customerConfirmed', 'hi', VALUES);
    expect(whatsappParameters(request!)).toEqual(names.map((name) => variables[name]));
    expect(row).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      providerMessageId: expect.stringMatching(/^wamid\./u) as unknown,
    });
    expect(requestsTo(msg91, phone)).toEqual([]);
  });

  it('sends a text WhatsApp refuses by SMS, once', async () => {
    whatsapp.answerWith(metaError(400, 132001, 'Template name does not exist in the translation'));
    const { phone, id } = await queueText();
    await until(() => requestsTo(msg91, phone).length > 0);
    await until(async () => (await rowOf(id)).status === 'sent');
    await settle();
    expect(requestsTo(whatsapp, phone)).toHaveLength(1);
    const sms = requestsTo(msg91, phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.problems).toEqual([]);
    expect((sms[0]?.body as { template_id: string }).template_id).toBe(msg91TemplateId('customerConfirmed'));
    expect(await rowOf(id)).toMatchObject({
      channel: 'sms',
      status: 'sent',
      fallbackAt: expect.any(Date) as unknown,
      fallbackReason: 'WhatsApp answered 400 (error 132001): Template name does not exist in the translation',
      lastError: null,
    });
  });

  it('sends a text by SMS within one poll when WhatsApp says the number is not on WhatsApp', async () => {
    whatsapp.answerWith(metaError(400, 131026, 'Message undeliverable'));
    const { phone, id } = await queueText();
    await until(async () => (await rowOf(id)).status === 'sent', 2_000);
    await settle();
    expect(requestsTo(whatsapp, phone)).toHaveLength(1);
    expect(requestsTo(msg91, phone)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({
      channel: 'sms',
      fallbackReason: expect.stringMatching(/^WhatsApp answered 400 \(error 131026\)/u) as unknown,
    });
  });

  it('sends a text by SMS once when WhatsApp gave no receipt within WHATSAPP_FALLBACK_MINUTES', async () => {
    const { phone, id } = await queueText();
    const sent = await sentRow(id);
    clock.advance(9 * MINUTE);
    ctx.app.smsOutbox!.wake();
    await settle();
    expect(requestsTo(msg91, phone)).toHaveLength(0);
    clock.advance(2 * MINUTE);
    ctx.app.smsOutbox!.wake();
    await until(() => requestsTo(msg91, phone).length > 0);
    await until(async () => (await rowOf(id)).status === 'sent');
    clock.advance(20 * MINUTE);
    ctx.app.smsOutbox!.wake();
    await settle();
    expect(requestsTo(msg91, phone)).toHaveLength(1);
    expect(requestsTo(whatsapp, phone)).toHaveLength(1);
    // WhatsApp's late receipt names a message that is no longer the text's: it changes nothing.
    const late = await postWhatsApp(whatsappStatusBody(sent.providerMessageId!, 'delivered'));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ updated: 0 });
    expect(await rowOf(id)).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('marks a text delivered, then read, on signed WhatsApp receipts', async () => {
    const { id } = await queueText();
    const { providerMessageId } = await sentRow(id);
    const delivered = await postWhatsApp(whatsappStatusBody(providerMessageId!, 'delivered'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ updated: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', receiptAt: expect.any(Date) as unknown });
    await postWhatsApp(whatsappStatusBody(providerMessageId!, 'read'));
    expect((await rowOf(id)).status).toBe('read');
    // A late 'delivered' never takes a read text back.
    await postWhatsApp(whatsappStatusBody(providerMessageId!, 'delivered'));
    expect((await rowOf(id)).status).toBe('read');
    // Read within the wait: no SMS follows.
    clock.advance(30 * MINUTE);
    ctx.app.smsOutbox!.wake();
    await settle();
    expect((await rowOf(id)).channel).toBe('whatsapp');
  });

  it('answers 401 to an unsigned or wrongly signed WhatsApp call and changes nothing', async () => {
    const { id } = await queueText();
    const before = await sentRow(id);
    const body = whatsappStatusBody(before.providerMessageId!, 'delivered');
    for (const signature of [
      null,
      metaSignature(body, 'another-secret'),
      'sha256=00',
      metaSignature(`${body} `),
    ]) {
      const response = await postWhatsApp(body, signature);
      expect(response.statusCode, String(signature)).toBe(401);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it('ignores receipts of unknown messages with 200', async () => {
    const response = await postWhatsApp(whatsappStatusBody('wamid.unknown', 'delivered'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 0 });
    const msg91Call = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/msg91-webhook-secret-0123',
      headers: { 'content-type': 'application/json' },
      payload: msg91ReportBody('unknown-request', '1', 'DELIVERED'),
    });
    expect(msg91Call.statusCode).toBe(200);
    expect(msg91Call.json()).toEqual({ updated: 0 });
  });

  it('sends a text by SMS when WhatsApp reports it failed', async () => {
    const { phone, id } = await queueText();
    const { providerMessageId } = await sentRow(id);
    const response = await postWhatsApp(whatsappStatusBody(providerMessageId!, 'failed'));
    expect(response.json()).toEqual({ updated: 1 });
    await until(() => requestsTo(msg91, phone).length > 0);
    await until(async () => (await rowOf(id)).status === 'sent');
    expect(await rowOf(id)).toMatchObject({
      channel: 'sms',
      lastError: null,
      fallbackReason: expect.stringMatching(/^WhatsApp: .*undeliverable/iu) as unknown,
    });
  });

  it('marks an SMS delivered or failed on MSG91 reports (v3 JSON, v2 form) at the secret address only', async () => {
    whatsapp.answerWith(metaError(400, 131026, 'Message undeliverable'));
    const first = await queueText();
    const second = await queueText();
    await until(
      async () => (await rowOf(first.id)).status === 'sent' && (await rowOf(second.id)).status === 'sent',
    );
    const one = await rowOf(first.id);
    const two = await rowOf(second.id);
    expect(one.channel).toBe('sms');

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/not-the-secret',
      headers: { 'content-type': 'application/json' },
      payload: msg91ReportBody(one.providerMessageId!, '1', 'DELIVERED'),
    });
    expect(wrong.statusCode).toBe(401);
    expect((await rowOf(first.id)).status).toBe('sent');

    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/msg91-webhook-secret-0123',
      headers: { 'content-type': 'application/json' },
      payload: msg91ReportBody(one.providerMessageId!, '1', 'DELIVERED'),
    });
    expect(delivered.json()).toEqual({ updated: 1 });
    expect((await rowOf(first.id)).status).toBe('delivered');

    const data = JSON.stringify([
      {
        senderId: 'MEHNDI',
        requestId: two.providerMessageId,
        report: [
          {
            date: '2026-11-26 10:06:20',
            number: two.toPhone.slice(1),
            status: '17',
            desc: 'BLOCKED',
            failedReason: 'Blocked number',
          },
        ],
        userId: '27000',
        campaignName: 'Flow',
      },
    ]);
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/msg91-webhook-secret-0123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data }).toString(),
    });
    expect(failed.json()).toEqual({ updated: 1 });
    expect(await rowOf(second.id)).toMatchObject({
      status: 'failed',
      lastError: 'Blocked number: BLOCKED',
      failedAt: expect.any(Date) as unknown,
    });

    const overview = await ctx.api.ok<Overview>('GET', '/api/admin/overview', {
      token: (await ctx.adminAuth()).slice(7),
    });
    expect(overview.failedTextsToday).toBeGreaterThanOrEqual(1);
    clock.advance(24 * 60 * MINUTE);
    const tomorrow = await ctx.api.ok<Overview>('GET', '/api/admin/overview', {
      token: (await ctx.adminAuth()).slice(7),
    });
    expect(tomorrow.failedTextsToday).toBe(0);
    expect(tomorrow.failedMessages).toBe(overview.failedMessages);
  });

  it("answers Meta's verification handshake only with the verify token", async () => {
    const good = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(bad.statusCode).toBe(403);
  });

  it('sends a login code by the WhatsApp authentication template, and by SMS when WhatsApp refuses', async () => {
    const phone = '+919812399001';
    const first = await sendOtp(ctx.app, { phone, language: 'mr' });
    expect(first.statusCode).toBe(200);
    const [byWhatsApp] = requestsTo(whatsapp, phone);
    expect(byWhatsApp?.problems).toEqual([]);
    expect(byWhatsApp?.body).toMatchObject({
      template: {
        name: 'mm_login_code',
        language: { code: 'mr' },
        components: [
          {
            type: 'body',
            parameters: [{ type: 'text', text: expect.stringMatching(/^\d{6}$/u) as unknown }],
          },
          { type: 'button', sub_type: 'url', index: '0' },
        ],
      },
    });
    expect(requestsTo(msg91, phone)).toHaveLength(0);

    whatsapp.answerWith(metaError(400, 131026, 'Message undeliverable'));
    const other = '+919812399002';
    const second = await sendOtp(ctx.app, { phone: other });
    expect(second.statusCode).toBe(200);
    const [bySms] = requestsTo(msg91, other);
    expect(bySms?.problems).toEqual([]);
    expect(bySms?.body).toMatchObject({
      template_id: msg91TemplateId('phoneCode'),
      recipients: [
        { mobiles: other.slice(1), code: expect.stringMatching(/^\d{6}$/u) as unknown, minutes: '5' },
      ],
    });

    msg91.answerWith({ status: 503, body: { type: 'error', message: 'Service unavailable' } });
    const third = await sendOtp(ctx.app, { phone: '+919812399003' });
    expect(third.statusCode).toBe(502);
  });
});
