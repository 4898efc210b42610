// WhatsApp refuses every text while two server processes read the outbox (issue 40): each text is tried
// once by WhatsApp and sent once by SMS, its WhatsApp reason kept. The processes log at info level with the
// production logger, where the refusal's log line once stopped the worker before the move to SMS.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSms, smsVariables, type SmsValues } from '@mehendi/shared';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import {
  metaError,
  msg91Env,
  startFakeMsg91,
  startFakeWhatsApp,
  whatsappEnv,
  type FakeGateway,
} from '../helpers/fake-gateways';
import { startServerPair, type ServerPair } from '../helpers/server-pair';

const TEXTS = 12;
const VALUES: SmsValues = {
  name: 'Asha',
  variety: 'Bridal',
  dates: '12 Dec',
  slot: '4 PM-9 PM',
  artist: 'Meera',
};
const channels = [
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'PostgreSQL and Redis', redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

if (channels.length === 0) {
  describe.skip('WhatsApp refusals with two server processes (set TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
    it('needs PostgreSQL and Redis', () => {});
  });
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(channels)('WhatsApp refusals with two server processes on $name', ({ redisUrl }) => {
  let pair: ServerPair;
  let whatsapp: FakeGateway;
  let msg91: FakeGateway;

  beforeAll(async () => {
    whatsapp = await startFakeWhatsApp();
    msg91 = await startFakeMsg91();
    whatsapp.answerWith(metaError(400, 131026, 'Message undeliverable'));
    pair = await startServerPair('whatsapp-fallback', redisUrl, {
      ...msg91Env(msg91),
      ...whatsappEnv(whatsapp),
      SMS_OUTBOX_POLL_MS: '20',
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
    await whatsapp?.close();
    await msg91?.close();
  }, 30_000);

  it('sends each refused text once by SMS and keeps why', async () => {
    const phones = Array.from({ length: TEXTS }, (_, i) => `+91981234${String(5700 + i)}`);
    await pair.database.use((db) =>
      db.insert(smsOutbox).values(
        phones.map((toPhone) => ({
          recipient: 'customer' as const,
          toPhone,
          template: 'customerConfirmed',
          language: 'en',
          body: renderSms('customerConfirmed', 'en', VALUES),
          variables: smsVariables('customerConfirmed', 'en', VALUES),
        })),
      ),
    );
    const rows = () =>
      pair.database.use((db) => db.select().from(smsOutbox).where(inArray(smsOutbox.toPhone, phones)));
    await until(async () => (await rows()).every((row) => row.status === 'sent'), 60_000);
    const to = (gateway: FakeGateway, phone: string) =>
      gateway.requests.filter((request) => {
        const body = request.body as { to?: string; recipients?: { mobiles: string }[] };
        return (body.to ?? body.recipients?.[0]?.mobiles) === phone.slice(1);
      }).length;
    expect(phones.map((phone) => [to(whatsapp, phone), to(msg91, phone)])).toEqual(phones.map(() => [1, 1]));
    for (const row of await rows()) {
      expect(row).toMatchObject({ channel: 'sms', status: 'sent', lastError: null });
      expect(row.fallbackReason).toMatch(/^WhatsApp answered 400 \(error 131026\)/u);
    }
    const output = pair.a.output() + pair.b.output();
    expect(output).not.toContain('SMS outbox worker failed');
    expect(output).toContain('WhatsApp refused the text; it goes by SMS');
  }, 90_000);
});
