import { readFile } from 'node:fs/promises';
import { SERVER_LOG } from './constants';

/**
 * The code the console SMS provider "sent": the newest `OTP 123456` in the server's log written after
 * `sinceBytes` (take the log size before asking for a code).
 */
export async function readOtpFromLog(sinceBytes: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = (await readFile(SERVER_LOG)).subarray(sinceBytes).toString('utf8');
    const codes = [...text.matchAll(/OTP (\d{6})/g)].map((match) => match[1]!);
    if (codes.length > 0) return codes[codes.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no OTP appeared in the server log');
}

export async function serverLogSize(): Promise<number> {
  return (await readFile(SERVER_LOG)).length;
}
