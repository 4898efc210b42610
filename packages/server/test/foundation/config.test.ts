import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('settings', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sms.provider).toBe('console');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('lists every bad variable by name', () => {
    expect(() => loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('SUPPORT_EMAIL');
    }
  });

  it('needs both admin settings or neither', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.example' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('refuses the console SMS provider in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: console writes working codes/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'console' })).toThrow(ConfigError);
    const allowed = loadConfig({
      NODE_ENV: 'production',
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      PUBLIC_URL: 'https://mehendi.example',
    });
    expect(allowed.sms.provider).toBe('console');
    expect(loadConfig({ NODE_ENV: 'development' }).sms.provider).toBe('console');
  });

  it("needs PUBLIC_URL in production, and takes the links' origin from it alone", () => {
    const production = { NODE_ENV: 'production', ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'mehendi.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://mehendi.example/' }).origin).toBe(
      'https://mehendi.example',
    );
    expect(loadConfig({ PORT: '4010' }).origin).toBe('http://localhost:4010');
  });

  it('texts codes to India only by default; OTP_COUNTRIES lists more', () => {
    expect(loadConfig({}).otpCountries).toEqual(['IN']);
    expect(loadConfig({ OTP_COUNTRIES: 'in, gb' }).otpCountries).toEqual(['IN', 'GB']);
    expect(() => loadConfig({ OTP_COUNTRIES: '+44' })).toThrow(/OTP_COUNTRIES/);
  });

  it('texts the owner at OWNER_ALERT_NUMBERS in OWNER_ALERT_LANGUAGE, and refuses a number that is not a mobile', () => {
    expect(loadConfig({}).ownerAlerts).toEqual({ numbers: [], language: 'en' });
    expect(
      loadConfig({ OWNER_ALERT_NUMBERS: '98765 43210, +91 91234-56789,', OWNER_ALERT_LANGUAGE: 'mr' })
        .ownerAlerts,
    ).toEqual({ numbers: ['+919876543210', '+919123456789'], language: 'mr' });
    expect(() => loadConfig({ OWNER_ALERT_NUMBERS: '9876543210, 12345, 5123456789' })).toThrow(
      /OWNER_ALERT_NUMBERS: '12345' is not an Indian mobile number[^\n]*\n {2}OWNER_ALERT_NUMBERS: '5123456789'/,
    );
    expect(() => loadConfig({ OWNER_ALERT_LANGUAGE: 'fr' })).toThrow(/OWNER_ALERT_LANGUAGE/);
  });

  it('keeps readiness at 503 for a few seconds before closing, in production only by default', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
        PUBLIC_URL: 'https://mehendi.example',
      }).shutdownDrainMs,
    ).toBe(5000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '2' }).shutdownDrainMs).toBe(2000);
  });

  it('takes web push keys in pairs and a push subject push services can reach (not localhost)', () => {
    expect(loadConfig({}).push).toEqual({
      keys: null,
      subject: 'mailto:support@mehendimarket.in',
      fallbackMs: 5 * 60_000,
    });
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig({ ...keys, PUSH_FALLBACK_MINUTES: '2' }).push).toMatchObject({
      keys: { publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY },
      fallbackMs: 2 * 60_000,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY: must be/);
    for (const subject of ['mailto:owner@mehendimarket.in', 'https://mehendimarket.in/contact'])
      expect(loadConfig({ VAPID_SUBJECT: subject }).push.subject).toBe(subject);
    for (const subject of ['mailto:owner@localhost', 'https://localhost', 'http://mehendimarket.in', 'owner'])
      expect(() => loadConfig({ VAPID_SUBJECT: subject }), subject).toThrow(/VAPID_SUBJECT: must be/);
  });
});
