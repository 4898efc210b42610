import type { Language } from '@mehendi/shared';

// The code SMS in the customer's language, the code written once (docs/rules-and-messages.md). Every
// language starts with "OTP 123456", the word Indian phone users know from every bank and shop SMS, which
// also gives the tests one pattern to read the code by.
const TEXTS: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, minutes) =>
    `OTP ${code} is your Mehendi Market verification code. It expires in ${minutes} minutes.`,
  mr: (code, minutes) => `OTP ${code} हा तुमचा मेहंदी मार्केट पडताळणी कोड आहे. तो ${minutes} मिनिटांत कालबाह्य होईल.`,
  kn: (code, minutes) => `OTP ${code} ನಿಮ್ಮ ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಪರಿಶೀಲನಾ ಕೋಡ್. ಇದು ${minutes} ನಿಮಿಷಗಳಲ್ಲಿ ಅವಧಿ ಮೀರುತ್ತದೆ.`,
  hi: (code, minutes) => `OTP ${code} आपका मेहंदी मार्केट सत्यापन कोड है. यह ${minutes} मिनट में समाप्त हो जाएगा.`,
};

/**
 * The SMS text. With the site's address known, a last line `@host #code` lets Android's SMS code
 * autofill (WebOTP) hand the code to that site only.
 */
export function otpSmsText(code: string, minutes: number, language: Language, publicUrl?: string): string {
  const text = TEXTS[language](code, minutes);
  if (!publicUrl) return text;
  return `${text}\n\n@${new URL(publicUrl).host} #${code}`;
}
