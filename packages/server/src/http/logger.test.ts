// The production logger never throws into its caller (issue 40): the outbox worker once logged a
// WhatsApp refusal as a string, the error serialiser threw on it and the text never went by SMS.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

function productionLogger() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: loggerOptions('info', false, {
      write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
    }),
  });
  return { log: app.log, lines };
}

describe('the production logger', () => {
  it.each([
    ['a string', 'WhatsApp answered 400 for +91 98123 45678'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object without the expected keys', { status: 400 }],
    ['an object whose query is not text', { query: 5, params: [1] }],
  ])('writes an err that is %s, phone numbers masked', (_kind, err) => {
    const { log, lines } = productionLogger();
    expect(() => log.info({ err }, 'refused')).not.toThrow();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'refused' });
    expect(JSON.stringify(lines[0])).not.toContain('98123');
  });

  it('writes a line saying what went wrong when a value cannot be written, and does not throw', () => {
    const { log, lines } = productionLogger();
    const hostile = {
      get message(): string {
        throw new Error('getter failed for 9812345678');
      },
    };
    expect(() => log.warn({ err: hostile }, 'SMS not sent to 9812345678')).not.toThrow();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'A log line could not be written in full: SMS not sent to ********78',
      logFailure: 'getter failed for ********78',
    });
  });
});
