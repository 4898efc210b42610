// The names a calendar day is written with in each language, as the browser's Intl data (CLDR) writes them
// for `<language>-IN` (date-format.test.ts compares them with Intl; English 'Sep' where CLDR has 'Sept').
// Written out rather than asked of Intl.DateTimeFormat for the same reason as money.ts: a page's first date
// format loads the browser's date data, 50–120 ms of main-thread work on this project's test machine (more
// on a phone), and the booking form's calendar needs its first one while the page is being taken over
// (docs/speed.md#main-thread).
import type { Language } from '../catalogue';

export interface DayNames {
  /** January first. */
  monthsLong: readonly string[];
  monthsShort: readonly string[];
  /** Monday first, as the calendar's weeks. */
  weekdaysLong: readonly string[];
  weekdaysShort: readonly string[];
  weekdaysNarrow: readonly string[];
  /**
   * The words for the part of the day written before a time ('शाम 6:07'), each from the hour (India time)
   * it starts at; none in English ('6:07 pm'). As people write them and as the texts' slot names do
   * (sms-templates.ts): Marathi's 'संध्याकाळी' rather than CLDR's bare noun, 4 pm already evening.
   */
  dayPeriods: readonly (readonly [fromHour: number, word: string])[];
}

const split = (names: string) => names.split('|');

export const DAY_NAMES: Record<Language, DayNames> = {
  en: {
    monthsLong: split(
      'January|February|March|April|May|June|July|August|September|October|November|December',
    ),
    monthsShort: split('Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec'),
    weekdaysLong: split('Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday'),
    weekdaysShort: split('Mon|Tue|Wed|Thu|Fri|Sat|Sun'),
    weekdaysNarrow: split('M|T|W|T|F|S|S'),
    dayPeriods: [],
  },
  mr: {
    monthsLong: split('जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर'),
    monthsShort: split('जाने|फेब्रु|मार्च|एप्रि|मे|जून|जुलै|ऑग|सप्टें|ऑक्टो|नोव्हें|डिसें'),
    weekdaysLong: split('सोमवार|मंगळवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार'),
    weekdaysShort: split('सोम|मंगळ|बुध|गुरु|शुक्र|शनि|रवि'),
    weekdaysNarrow: split('सो|मं|बु|गु|शु|श|र'),
    dayPeriods: [
      [0, 'रात्री'],
      [4, 'पहाटे'],
      [6, 'सकाळी'],
      [12, 'दुपारी'],
      [17, 'संध्याकाळी'],
      [21, 'रात्री'],
    ],
  },
  kn: {
    monthsLong: split('ಜನವರಿ|ಫೆಬ್ರವರಿ|ಮಾರ್ಚ್|ಏಪ್ರಿಲ್|ಮೇ|ಜೂನ್|ಜುಲೈ|ಆಗಸ್ಟ್|ಸೆಪ್ಟೆಂಬರ್|ಅಕ್ಟೋಬರ್|ನವೆಂಬರ್|ಡಿಸೆಂಬರ್'),
    monthsShort: split('ಜನ|ಫೆಬ್ರ|ಮಾರ್ಚ್|ಏಪ್ರಿ|ಮೇ|ಜೂನ್|ಜುಲೈ|ಆಗ|ಸೆಪ್ಟೆಂ|ಅಕ್ಟೋ|ನವೆಂ|ಡಿಸೆಂ'),
    weekdaysLong: split('ಸೋಮವಾರ|ಮಂಗಳವಾರ|ಬುಧವಾರ|ಗುರುವಾರ|ಶುಕ್ರವಾರ|ಶನಿವಾರ|ಭಾನುವಾರ'),
    weekdaysShort: split('ಸೋಮ|ಮಂಗಳ|ಬುಧ|ಗುರು|ಶುಕ್ರ|ಶನಿ|ಭಾನು'),
    weekdaysNarrow: split('ಸೋ|ಮಂ|ಬು|ಗು|ಶು|ಶ|ಭಾ'),
    dayPeriods: [
      [0, 'ರಾತ್ರಿ'],
      [6, 'ಬೆಳಿಗ್ಗೆ'],
      [12, 'ಮಧ್ಯಾಹ್ನ'],
      [16, 'ಸಂಜೆ'],
      [21, 'ರಾತ್ರಿ'],
    ],
  },
  hi: {
    monthsLong: split('जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर'),
    monthsShort: split('जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्टू॰|नव॰|दिस॰'),
    weekdaysLong: split('सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार'),
    weekdaysShort: split('सोम|मंगल|बुध|गुरु|शुक्र|शनि|रवि'),
    weekdaysNarrow: split('सो|मं|बु|गु|शु|श|र'),
    dayPeriods: [
      [0, 'रात'],
      [4, 'सुबह'],
      [12, 'दोपहर'],
      [16, 'शाम'],
      [20, 'रात'],
    ],
  },
};

/** The names of `language`, English for a language the app does not have. */
export function dayNames(language: string): DayNames {
  return DAY_NAMES[language as Language] ?? DAY_NAMES.en;
}
