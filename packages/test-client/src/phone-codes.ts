import { readFile } from 'node:fs/promises';

/** Where a test reads the code a phone would have received by SMS. */
export interface CodeSource {
  /** Taken before asking for a code, so an older code is never read. */
  mark(): Promise<number>;
  /** The newest code sent since `mark` (to `phone`, where the source can tell numbers apart). */
  codeSince(mark: number, phone?: string): Promise<string>;
}

const CODE = /OTP (\d{6})/g;

/**
 * Codes from the log of a server on the console SMS provider, which writes each text it "sends";
 * waits up to `timeoutMs` for one to appear.
 */
export function serverLogCodes(logFile: string, timeoutMs = 10_000): CodeSource {
  return {
    async mark() {
      return (await readFile(logFile)).length;
    },
    async codeSince(mark) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const text = (await readFile(logFile)).subarray(mark).toString('utf8');
        const code = [...text.matchAll(CODE)].at(-1)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no OTP appeared in ${logFile}`);
    },
  };
}

/** The code in an SMS text, as the server words it in every language. */
export function codeInText(text: string): string | undefined {
  return [...text.matchAll(CODE)].at(-1)?.[1];
}
