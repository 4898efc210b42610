// One push to one browser through its push service (RFC 8030): web-push makes the request (the payload
// encrypted with aes128gcm for the subscription's keys, RFC 8291; the VAPID Authorization header, RFC
// 8292); it is sent with fetch, with a time-out, so a test's fake push service may listen on plain http.
import webpush from 'web-push';
import type { PushPayload } from '@mehendi/shared';
import type { VapidKeys } from './push-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  topic: string | null;
}

/** What the push service answered: taken, the subscription is gone (404/410), or a failure to retry. */
export type PushAnswer = { ok: true } | { ok: false; gone: boolean; error: string };

export type PushSender = (
  target: PushTarget,
  payload: PushPayload,
  options: PushOptions,
) => Promise<PushAnswer>;

const SEND_TIMEOUT_MS = 10_000;

export function createPushSender(keys: VapidKeys, subject: string): PushSender {
  return async (target, payload, options) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, gone: false, error: error instanceof Error ? error.message : String(error) };
    }
    const text = (await response.text().catch(() => '')).slice(0, 200);
    if (response.ok) return { ok: true };
    return {
      ok: false,
      gone: response.status === 404 || response.status === 410,
      error: `push service answered ${response.status}${text ? `: ${text}` : ''}`,
    };
  };
}
