import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ApiClient } from './api-client';

/** What the `altcha` widget (v3) puts in its form field: base64 of the challenge and its solution. */
export function encodeCaptcha(challenge: Challenge, solution: unknown): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return Buffer.from(json).toString('base64');
}

/** Fetches a challenge (GET /api/auth/captcha) and solves it the way the browser widget does. */
export async function solvedCaptcha(api: ApiClient): Promise<string> {
  const challenge = await api.ok<Challenge>('GET', '/api/auth/captcha');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return encodeCaptcha(challenge, solution);
}
