// Web push (docs/messaging.md#push): the server's public VAPID key, a browser's subscription as
// PushSubscription.toJSON() gives it, and what a push carries for the service worker to show.
import { z } from 'zod';
import { MESSAGES } from '../messages';

/** GET /api/push/key: the applicationServerKey for pushManager.subscribe (base64url, uncompressed P-256). */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

// A key as the browser gives it: base64url without padding (p256dh is 65 bytes, auth 16).
const base64url = (max: number) =>
  z
    .string({ error: MESSAGES.invalidRequest })
    .regex(/^[A-Za-z0-9_-]+=*$/u, MESSAGES.invalidRequest)
    .max(max);

/** The push service's address the browser was given (https; the server refuses plain http in production). */
export const pushEndpointSchema = z
  .url({ protocol: /^https?$/u, error: MESSAGES.invalidRequest })
  .max(1000, MESSAGES.invalidRequest);

/** POST /api/push/subscriptions: the browser's subscription; sent again it changes nothing. */
export const pushSubscriptionSchema = z.object(
  {
    endpoint: pushEndpointSchema,
    keys: z.object(
      {
        p256dh: base64url(200).min(80, MESSAGES.invalidRequest),
        auth: base64url(64).min(16, MESSAGES.invalidRequest),
      },
      { error: MESSAGES.invalidRequest },
    ),
  },
  { error: MESSAGES.invalidRequest },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the subscription to forget (the browser's own endpoint). */
export const pushUnsubscribeSchema = z.object(
  { endpoint: pushEndpointSchema },
  { error: MESSAGES.invalidRequest },
);
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** The answer of both: whether this browser now gets pushes. */
export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });
export type PushSubscribed = z.infer<typeof pushSubscribedSchema>;

/**
 * What every push carries (JSON): the service worker shows `title` and `body` with showNotification,
 * `tag` = the booking, so a newer notification replaces an older one, and opens `url` (a path) on a tap.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
