import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { MESSAGES } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { CAPTCHA_POW, CAPTCHA_TTL_MS } from '../../limits';
import { markCaptchaUsed } from './phone-auth.repository';

/** A solution that passed (not yet used up). */
export interface PassedCaptcha {
  signature: string;
  expiresAt: Date;
}

/** The passed solution, or 400 for a wrong or expired one. */
export type CaptchaCheck = Outcome<PassedCaptcha>;

// The parameters every altcha-lib (v3) challenge carries.
const challengeParameters = {
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number(),
  keyLength: z.number(),
  keyPrefix: z.string(),
};

// The challenge as the `altcha` widget (v3) fetches it from its `challenge` URL. Every parameter altcha-lib
// can set is listed: the signature covers them all, and the serializer drops what is not listed.
export const challengeSchema = z.object({
  parameters: z.object({
    ...challengeParameters,
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

// What the widget submits, base64-encoded JSON: the challenge it was given and its answer.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ ...challengeParameters, expiresAt: z.number() }),
    signature: z.string().min(1),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string() }),
});

function decodePayload(base64: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(base64, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How much work a challenge asks for; CAPTCHA_POW unless buildApp is given another. */
export interface CaptchaPow {
  algorithm: typeof CAPTCHA_POW.algorithm;
  cost: number;
  counterMin: number;
  counterMax: number;
}

/**
 * ALTCHA proof of work (docs/decisions.md §3). Challenges are signed, so no state is kept until one is
 * solved; in "deterministic" mode the server knows the answer's key signature and checks a solution with one
 * HMAC instead of repeating the work.
 */
export function createCaptcha(deps: { db: Db; hmacKey: string; pow?: CaptchaPow }) {
  const { db, hmacKey, pow = CAPTCHA_POW } = deps;
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

  return {
    create(): Promise<Challenge> {
      return createChallenge({
        algorithm: pow.algorithm,
        cost: pow.cost,
        counter: randomInt(pow.counterMin, pow.counterMax + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    /** Checks a solution without using it up, so a mistyped phone number does not cost a new one. */
    async check(base64Payload: string): Promise<CaptchaCheck> {
      const payload = decodePayload(base64Payload);
      const failed = refuse(400, MESSAGES.captchaFailed);
      if (!payload) return failed;
      const { challenge, solution } = payload;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => null);
      if (result?.expired) return refuse(400, MESSAGES.captchaExpired);
      if (!result?.verified) return failed;
      return success({
        signature: challenge.signature,
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
      });
    },

    /** Uses a passed solution up; false when it was used before, by this process or any other. */
    consume(passed: PassedCaptcha): Promise<boolean> {
      return markCaptchaUsed(db, passed.signature, passed.expiresAt);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
