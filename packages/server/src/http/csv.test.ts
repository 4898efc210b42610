import { describe, expect, it } from 'vitest';
import { csvCell, csvTime } from './csv';

describe('csv', () => {
  it('writes every instant of a year as Intl writes it in en-IN, in India time', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    // Every 97 minutes of 2026 (each hour and minute comes round), and the edges of a day in India.
    const instants = [
      Date.UTC(2025, 11, 31, 18, 29),
      Date.UTC(2025, 11, 31, 18, 30),
      Date.UTC(2026, 5, 1, 6, 30),
    ];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 97 * 60_000) instants.push(at);
    for (const at of instants) {
      const iso = new Date(at).toISOString();
      expect(csvTime(iso), iso).toBe(intl.format(new Date(at)));
    }
  });

  it('quotes separators and neutralises a formula', () => {
    expect(csvCell('Patil, Asha')).toBe('"Patil, Asha"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
  });
});
