import { describe, expect, it } from 'vitest';
import { cleanReviewText } from './reviews';

describe('cleanReviewText', () => {
  it('cuts out links and domain names however they are disguised', () => {
    for (const disguised of [
      'ｅｖｉｌ．ｃｏｍ',
      'ＥＶＩＬ．ＣＯＭ/book',
      'evil。com',
      'evil｡com',
      'evil[.]com',
      'evil(.)com',
      'evil [dot] com',
      'evil (DOT) com',
      'evil.c\u200bom',
      'e\u200dvil\u2060.\u00adcom',
      'www\u200b.evil.in/upi',
      'hxxps://evil[.]com/pay',
    ])
      expect(cleanReviewText(`Book her at ${disguised} today`), disguised).toBe('Book her at today');
  });

  it('cuts out mailto: and e-mail addresses', () => {
    for (const address of [
      'mailto:priya@evil.com',
      'mailto:priya',
      'priya.henna+1@gmail.com',
      'priya@gmail',
      'ｐｒｉｙａ＠ｇｍａｉｌ．ｃｏｍ',
      'priya [at] gmail [dot] com',
      'priya@gmail。com',
    ])
      expect(cleanReviewText(`Write to ${address} for dates`), address).toBe('Write to for dates');
  });

  it('cuts out Indian mobile numbers in any spacing, with +91, 0 or neither', () => {
    for (const phone of [
      '9876543210',
      '98765 43210',
      '98765-43210',
      '987 654 3210',
      '9 8 7 6 5 4 3 2 1 0',
      '987.654.3210',
      '+91 98765 43210',
      '+919876543210',
      '+91-987-654-3210',
      '(+91) 98765 43210',
      '0091 98765 43210',
      '91 98765 43210',
      '098765 43210',
      '०९८७६५४३२१०',
      '९८७६५ ४३२१०',
      '೯೮೭೬೫೪೩೨೧೦',
      '９８７６５４３２１０',
      '98765\u200b43210',
    ])
      expect(cleanReviewText(`Call ${phone} for bookings`), phone).toBe('Call for bookings');
    // A figure after it does not hide it.
    expect(cleanReviewText('Call 98765 43210 2 times')).toBe('Call 2 times');
    expect(cleanReviewText('Call 98765-43210-1 now')).toBe('Call -1 now');
  });

  it('keeps ordinary reviews in English, Hindi, Marathi and Kannada as written', () => {
    for (const text of [
      'Dark maroon stain after 2 hours! Paid ₹1,200 for both hands, Rs. 3,500 for the bridal set.',
      'Opp. Mall, Sec.4, near Dr. Mehta’s clinic; booked on 12.12.2026 at 5.30 pm (i.e. evening).',
      'Prices were 7000 8000 9000 for the three designs; 1 2 3 4 5 stars… 5!',
      'मेहंदी का रंग बहुत गहरा आया, 2 घंटे में सूख गई। ₹1,200 में दोनों हाथ, बहुत सुंदर डिज़ाइन।',
      'मेंदीचा रंग छान आला! दीदींनी ३ तास काम केलं, ₹१,२०० घेतले. सर्वांना आवडली.',
      'ಮೆಹಂದಿ ತುಂಬಾ ಚೆನ್ನಾಗಿತ್ತು, ಬುಕಿಂಗ್ ಕನ್\u200cಫರ್ಮ್ ಆಯಿತು. 2 ಗಂಟೆಗಳಲ್ಲಿ ಮುಗಿಯಿತು, ₹1,200.',
      'क्\u200cष and र्\u200d stay as the writer joined them.',
    ])
      expect(cleanReviewText(text), text).toBe(text.normalize('NFC'));
  });
});
