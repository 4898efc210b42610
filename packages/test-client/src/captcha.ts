import { pbkdf2Sync } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import type { ApiClient } from './api-client';

/**
 * altcha-lib's PBKDF2 step computed on this thread. Its own goes through WebCrypto, which Node runs on the
 * libuv thread pool, shared with the process's file and compression work: once, in CI's browser tier, the
 * 300 tries at most went past the solver's 90 s limit ('captcha not solved'), where they take half a second
 * alone. Here they wait for nothing else.
 */
const deriveKey: Parameters<typeof solveChallenge>[0]['deriveKey'] = async (parameters, salt, password) => {
  const { cost, keyLength = 32 } = parameters;
  const hash = parameters.algorithm.slice('PBKDF2/'.length).replace('-', '').toLowerCase();
  return { parameters: {}, derivedKey: new Uint8Array(pbkdf2Sync(password, salt, cost, keyLength, hash)) };
};

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
