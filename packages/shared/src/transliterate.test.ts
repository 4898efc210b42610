import { describe, expect, it } from 'vitest';
import { profileSlug } from './profiles';
import { toLatinLetters } from './transliterate';

describe('toLatinLetters', () => {
  it('writes Hindi and Marathi names as people spell them, without the last silent a', () => {
    expect(toLatinLetters('स्नेहा पवार')).toBe('sneha pavar');
    expect(toLatinLetters('प्रिया')).toBe('priya');
    expect(toLatinLetters('अंजली')).toBe('anjali');
    expect(toLatinLetters('श्रद्धा')).toBe('shraddha');
    expect(toLatinLetters('लक्ष्मी')).toBe('lakshmi');
    expect(toLatinLetters('\u095Bोया')).toBe('zoya');
    expect(toLatinLetters('ज\u093Cोया')).toBe('zoya');
  });

  it('writes Kannada names, keeping the final a Kannada says', () => {
    expect(toLatinLetters('ಲಕ್ಷ್ಮಿ')).toBe('lakshmi');
    expect(toLatinLetters('ಅನುಷಾ')).toBe('anusha');
    expect(toLatinLetters('ರಮೇಶ')).toBe('ramesha');
  });

  it('leaves Latin letters as they are', () => {
    expect(toLatinLetters('Priya Shah')).toBe('Priya Shah');
  });
});

describe('profileSlug', () => {
  const id = '8d58beca-1111-4222-8333-444455556666';
  it('gives a name in Devanagari or Kannada a readable address', () => {
    expect(profileSlug('स्नेहा पवार', id)).toBe('sneha-8d58beca');
    expect(profileSlug('ಲಕ್ಷ್ಮಿ ರಾವ್', id)).toBe('lakshmi-8d58beca');
    expect(profileSlug('Priya Shah', id)).toBe('priya-8d58beca');
    // A script the product does not write stays an artist's address.
    expect(profileSlug('ப்ரியா', id)).toBe('artist-8d58beca');
  });
});
