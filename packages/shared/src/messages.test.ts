import { describe, it, expect } from 'vitest';
import { WEEKDAYS } from './availability';
import { MESSAGES, messageKeyOf, unknownWeekdayMessage, unknownWeekdayOf, type MessageKey } from './messages';

describe('MESSAGES', () => {
  it('has no two keys with the same text, so every text maps back to one key', () => {
    const values = Object.values(MESSAGES);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps the documented texts word for word', () => {
    expect(MESSAGES.invalidFullName).toBe('Please enter a valid full name (letters only).');
    expect(MESSAGES.uploadFieldsMissing).toBe('Please select a variety, price range, and an image.');
    expect(MESSAGES.artistDeleted).toBe('artist deleted successfully!');
    expect(MESSAGES.crash).toBe('Something went wrong.');
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong. Please try again.');
    expect(MESSAGES.uploadFailed).toBe('Upload failed: ');
  });

  it('has no empty texts', () => {
    for (const text of Object.values(MESSAGES)) expect(text.trim()).not.toBe('');
  });
});

describe('messageKeyOf', () => {
  it('finds the key of every message (round trip)', () => {
    for (const key of Object.keys(MESSAGES) as MessageKey[]) {
      expect(messageKeyOf(MESSAGES[key])).toBe(key);
    }
  });

  it('knows nothing of other texts, near misses or object property names', () => {
    expect(messageKeyOf('Hello')).toBeUndefined();
    expect(messageKeyOf('invalid otp. please try again.')).toBeUndefined();
    expect(messageKeyOf('invalidOtp')).toBeUndefined();
    expect(messageKeyOf('constructor')).toBeUndefined();
  });
});

describe('unknownWeekdayMessage', () => {
  it('names the key, lists the weekdays the API knows, and is read back', () => {
    const message = unknownWeekdayMessage('monday');
    expect(message).toBe('Unknown weekday "monday". Please use mon, tue, wed, thu, fri, sat or sun.');
    expect(message).toContain(`${WEEKDAYS.slice(0, -1).join(', ')} or ${WEEKDAYS.at(-1)}.`);
    expect(unknownWeekdayOf(message)).toBe('monday');
    expect(unknownWeekdayOf(unknownWeekdayMessage('x'.repeat(500)))).toBe('x'.repeat(40));
    expect(unknownWeekdayOf(MESSAGES.unknownSlot)).toBeUndefined();
  });
});
