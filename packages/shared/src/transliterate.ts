// Names in Devanagari (Hindi, Marathi) or Kannada written in plain Latin letters, as people spell them in
// an address or on WhatsApp ('स्नेहा' → 'sneha', 'ಲಕ್ಷ್ಮಿ' → 'lakshmi'): readable, not a scholarly
// transliteration (no diacritics, long and short vowels alike). Used for a profile's address (profiles.ts).

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऎ: 'e',
  ऒ: 'o',
};
const SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
  'ॆ': 'e',
  'ॊ': 'o',
};
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  ऱ: 'r',
  ऴ: 'l',
  // The letters with a nukta written as one character.
  '\u0958': 'q',
  '\u0959': 'kh',
  '\u095A': 'g',
  '\u095B': 'z',
  '\u095C': 'r',
  '\u095D': 'rh',
  '\u095E': 'f',
  '\u095F': 'y',
};
const NUKTA_FORMS: Readonly<Record<string, string>> = {
  क: 'q',
  ख: 'kh',
  ग: 'g',
  ज: 'z',
  ड: 'r',
  ढ: 'rh',
  फ: 'f',
};
const VIRAMA = '्';
const NUKTA = '़';
const NASAL: Readonly<Record<string, string>> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

/** Kannada's block follows Devanagari's letter for letter, 0x380 further on (both from ISCII). */
const KANNADA_OFFSET = 0x0c80 - 0x0900;

function asDevanagari(char: string): { char: string; kannada: boolean } {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0c80 && code <= 0x0cff)
    return { char: String.fromCodePoint(code - KANNADA_OFFSET), kannada: true };
  return { char, kannada: false };
}

/** `text` with its Devanagari and Kannada letters in Latin; other characters as they are. */
export function toLatinLetters(text: string): string {
  let out = '';
  // A consonant waiting to learn whether a vowel sign, a virama or nothing (its own 'a') follows.
  let pending: { letters: string; kannada: boolean } | null = null;
  const flush = (nextIsLetter: boolean) => {
    if (!pending) return;
    // Hindi and Marathi drop a word's last 'a' ('पवार' → 'pavar'); Kannada says it ('ರಮೇಶ' → 'ramesha').
    out += pending.letters + (nextIsLetter || pending.kannada ? 'a' : '');
    pending = null;
  };
  const chars = Array.from(text);
  for (let index = 0; index < chars.length; index++) {
    const { char, kannada } = asDevanagari(chars[index]!);
    if (char === NUKTA) {
      continue;
    } else if (CONSONANTS[char] !== undefined) {
      flush(true);
      const withNukta = asDevanagari(chars[index + 1] ?? '').char === NUKTA;
      pending = { letters: (withNukta ? NUKTA_FORMS[char] : undefined) ?? CONSONANTS[char]!, kannada };
    } else if (char === VIRAMA) {
      if (pending) out += pending.letters;
      pending = null;
    } else if (SIGNS[char] !== undefined) {
      out += (pending?.letters ?? '') + SIGNS[char];
      pending = null;
    } else if (NASAL[char] !== undefined) {
      flush(true);
      out += NASAL[char];
    } else if (VOWELS[char] !== undefined) {
      flush(true);
      out += VOWELS[char];
    } else {
      flush(false);
      out += chars[index];
    }
  }
  flush(false);
  return out;
}
