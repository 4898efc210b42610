// What a review's text may not carry (docs/rules-and-messages.md#reviews): a review is not an advert, so
// links, domain names, e-mail addresses and Indian mobile numbers are cut out, also when disguised with
// full-width letters, ideographic or bracketed dots or zero-width characters.
import { LINK_PATTERN } from './sms-templates';

/**
 * The text as it is matched, one UTF-16 unit per entry of `from`/`to`: the range of the original text it
 * stands for. Matching runs on this skeleton; what is cut is the original's range, so the text that stays
 * keeps its own characters (the joiners of Indic words, the writer's '…').
 */
interface Skeleton {
  text: string;
  from: number[];
  to: number[];
}

// Invisible characters (zero-width space and joiners, soft hyphen, word joiner, bidi marks…).
const INVISIBLE = /^[\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;
// Full stops NFKC leaves alone: ideographic (。, and ｡ ︒ which NFKC turns into it).
const IDEOGRAPHIC_DOT = '\u3002';
// The zero of each script whose digits a number may be written in (NFKC already turns full-width ones
// into ASCII): Arabic-Indic, Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam.
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];

function asciiDigit(codePoint: number): string | undefined {
  const zero = DIGIT_ZEROS.find((first) => codePoint >= first && codePoint <= first + 9);
  return zero === undefined ? undefined : String(codePoint - zero);
}

function skeletonOf(text: string): Skeleton {
  const skeleton: Skeleton = { text: '', from: [], to: [] };
  let at = 0;
  for (const char of text) {
    const end = at + char.length;
    if (!INVISIBLE.test(char)) {
      const folded = char.normalize('NFKC').replaceAll(IDEOGRAPHIC_DOT, '.');
      const mapped = asciiDigit(folded.codePointAt(0) ?? 0) ?? folded;
      skeleton.text += mapped;
      for (let unit = 0; unit < mapped.length; unit += 1) {
        skeleton.from.push(at);
        skeleton.to.push(end);
      }
    }
    at = end;
  }
  return skeleton;
}

/** The skeleton with every match of `pattern` replaced by `replacement`, which stands for the whole match. */
function replaceIn(skeleton: Skeleton, pattern: RegExp, replacement: string): Skeleton {
  const out: Skeleton = { text: '', from: [], to: [] };
  const copy = (start: number, end: number) => {
    out.text += skeleton.text.slice(start, end);
    out.from.push(...skeleton.from.slice(start, end));
    out.to.push(...skeleton.to.slice(start, end));
  };
  let last = 0;
  for (const match of skeleton.text.matchAll(pattern)) {
    const end = match.index + match[0].length;
    if (end === match.index) continue;
    copy(last, match.index);
    out.text += replacement;
    for (let unit = 0; unit < replacement.length; unit += 1) {
      out.from.push(skeleton.from[match.index]!);
      out.to.push(skeleton.to[end - 1]!);
    }
    last = end;
  }
  copy(last, skeleton.text.length);
  return out;
}

// 'evil[.]com', 'evil(.)com', 'evil [dot] com'; 'priya (at) gmail.com': the bracketed word stands for the
// sign. An '(at)' only before a domain name: 'work (at) the wedding' is prose.
const BRACKETED_DOT = /\s*[[({<]\s*(?:\.|dot)\s*[\])}>]\s*/giu;
const BRACKETED_AT = /\s*[[({<]\s*(?:@|at)\s*[\])}>]\s*(?=[\p{L}\p{N}_-]+\.\p{L})/giu;

// What people write between a number's digits: spaces, dots, dashes, brackets (a few at a time).
const GAP = String.raw`[\s.()\-\u2010-\u2015]{0,5}`;

const CONTACTS: readonly RegExp[] = [
  /mailto:\S*/giu,
  LINK_PATTERN,
  // An address without a dotted domain ('priya@gmail'); a figure before '@' ('2@500') is not one. The
  // name is read from its first character only, and checked for a letter by lookahead (no backtracking).
  /(?<![\p{L}\p{N}._%+-])(?=[\p{N}._%+-]*\p{L})[\p{L}\p{N}._%+-]+@\p{L}[\p{L}\p{N}_-]*/gu,
  // An Indian mobile: 10 digits from 6-9, after +91, 0091, 91 or 0 or nothing, spaced any way; not the
  // middle of a longer figure ('7000 8000 9000' is three prices). A digit after a gap does not save it
  // ('98765 43210-1' would otherwise pass).
  new RegExp(
    String.raw`(?<!\d)\(?(?:(?:\+|00)${GAP}9${GAP}1${GAP}|91${GAP}|0${GAP})?[6-9](?:${GAP}\d){9}(?!\d)`,
    'gu',
  ),
];

/**
 * `text` with every link, domain name, e-mail address and Indian mobile number cut out. They are found on
 * the text normalised (NFKC, invisible characters dropped, every script's digits as 0-9, ideographic and
 * bracketed dots as '.'); what is cut is the original text's span of each, the rest stays as written.
 */
export function withoutContacts(text: string): string {
  const skeleton = replaceIn(replaceIn(skeletonOf(text), BRACKETED_DOT, '.'), BRACKETED_AT, '@');
  const spans: [number, number][] = [];
  for (const pattern of CONTACTS)
    for (const match of skeleton.text.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      spans.push([skeleton.from[match.index]!, skeleton.to[match.index + match[0].length - 1]!]);
    }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let kept = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) kept += text.slice(at, start);
    at = Math.max(at, end);
  }
  return kept + text.slice(at);
}
