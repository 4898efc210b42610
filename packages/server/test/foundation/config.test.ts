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
});
