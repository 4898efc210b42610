import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91Env, msg91ReportBody, whatsappEnv } from '../helpers/fake-gateways';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface LogLine {
  msg: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  ip?: string;
  securityEvent?: string;
}

// Request logs carry method, route, status, time and a masked client address; security events are
// logged; phone numbers never appear in full (docs/decisions.md).
describe('request and security logs', { timeout: 120_000 }, () => {
  let ctx: TestApp;
  const lines: string[] = [];
  const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => ctx.close());

  it('logs method, route, status, time and a masked address for each request', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '203.0.113.57' });
    const done = parsed().find((line) => line.msg === 'request' && line.route === '/api/config');
    expect(done).toMatchObject({ method: 'GET', route: '/api/config', status: 200, ip: '203.0.113.x' });
    expect(done?.ms).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain('203.0.113.57');
  });

  it('writes no line for a catalogue list, the busiest read, and one for other requests', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/designs/Bridal/2000-3000' });
    expect(list.statusCode).toBe(200);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/designs/Nope/2000-3000' });
    expect(refused.statusCode).toBe(400);
    expect(parsed().filter((line) => line.route === '/api/designs/:variety/:priceRange')).toEqual([]);
    await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(parsed().filter((line) => line.route === '/api/config').length).toBeGreaterThan(0);
  });

  it('masks phone numbers in the logged address of a request', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-page/9812345678' });
    expect(lines.join('')).not.toContain('9812345678');
    expect(lines.join('')).toContain('********78');
  });

  it('logs a failed sign-in as a security event', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '198.51.100.23',
      payload: { email: 'someone@test.example', password: 'a guess' },
    });
    const event = parsed().find((line) => line.securityEvent === 'sign-in-failed');
    expect(event).toMatchObject({ ip: '198.51.100.x', route: '/api/admin/login' });
    expect(
      parsed().find((line) => line.route === '/api/admin/login' && line.msg === 'request'),
    ).toMatchObject({
      method: 'POST',
      status: 401,
    });
  });
});

// Issue 40, item 5: secrets that providers put in addresses stay out of the log, as a calendar key does.
describe("request logs of the providers' webhooks", { timeout: 120_000 }, () => {
  let ctx: TestApp;
  const lines: string[] = [];
  const gateway = { baseUrl: 'http://127.0.0.1:9' };
  beforeAll(async () => {
    ctx = await createTestApp(
      { ...msg91Env(gateway), ...whatsappEnv(gateway), LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => ctx.close());

  it("masks MSG91's path secret and WhatsApp's verify token, right or wrong", async () => {
    const secret = msg91Env(gateway).MSG91_WEBHOOK_SECRET!;
    const token = whatsappEnv(gateway).WHATSAPP_VERIFY_TOKEN!;
    const report = { 'content-type': 'application/json' };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/webhooks/msg91/${secret}`,
          headers: report,
          payload: msg91ReportBody('unknown-request', '1', 'DELIVERED'),
        })
      ).statusCode,
    ).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91/a-guessed-secret',
      headers: report,
      payload: msg91ReportBody('unknown-request', '1', 'DELIVERED'),
    });
    const handshake = await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    });
    expect(handshake.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=a-guessed-token&hub.challenge=1',
    });
    const log = lines.join('');
    for (const secretText of [secret, token, 'a-guessed-secret', 'a-guessed-token']) {
      expect(log).not.toContain(secretText);
    }
    expect(log).toContain('/api/webhooks/msg91/***');
    expect(log).toContain('hub.verify_token=***&hub.challenge=1158201444');
  });
});
