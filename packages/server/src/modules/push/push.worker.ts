// Sends the queued pushes one at a time (docs/messaging.md#push), as the SMS outbox's worker sends texts:
// every process may run one, claims are exclusive in the database, retries back off and then give up. A
// push service's 404 or 410 means the browser dropped the subscription: it is removed, nothing retried.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { countPushes } from '../../metrics/registry';
import { startPollingLoop, type PollingLoop } from '../../polling-loop';
import type { PushSender } from './push-sender';
import {
  type PushRow,
  type SubscriptionRow,
  claimDuePush,
  markPushEnded,
  markPushSent,
  removeSubscription,
  retryPushLater,
} from './push.repository';

export interface PushWorkerSettings {
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  leaseMs: number;
}

/** Told after a subscription was removed for a 404/410 (an offer's text then need not wait for it). */
export type OnSubscriptionGone = (push: PushRow, subscription: SubscriptionRow) => Promise<void>;

/** wake() reads the outbox now instead of at the next poll; stop() ends after the push in hand. */
export type PushWorker = PollingLoop;

/** Sends every push due now; how many were taken. Exported for the tests, which drive it by the clock. */
export async function sendDuePushes(
  db: Db,
  send: PushSender,
  log: FastifyBaseLogger,
  settings: PushWorkerSettings,
  clock: Clock,
  stopped: () => boolean = () => false,
  onGone: OnSubscriptionGone = () => Promise.resolve(),
): Promise<number> {
  let taken = 0;
  while (!stopped()) {
    const claimed = await claimDuePush(db, settings.leaseMs, clock.now());
    if (!claimed) return taken;
    taken += 1;
    const { push, subscription } = claimed;
    const secondsLeft = Math.floor((push.expiresAt.getTime() - clock.now().getTime()) / 1000);
    if (secondsLeft <= 0) {
      await markPushEnded(db, push.id, 'expired', 'Not sent in time');
      countPushes('expired');
      continue;
    }
    // An offer's push lives only as long as the offer: the TTL is what is left of it at this try.
    const answer = await send(subscription, push.payload, {
      ttlSeconds: Math.min(push.ttlSeconds, secondsLeft),
      urgency: push.urgency === 'high' ? 'high' : 'normal',
      topic: push.topic,
    });
    if (answer.ok) {
      await markPushSent(db, claimed, clock.now());
      countPushes('sent');
    } else if (answer.gone) {
      await removeSubscription(db, subscription.id);
      countPushes('gone');
      await onGone(push, subscription);
      log.info({ pushId: push.id, error: answer.error }, 'push subscription gone; removed');
    } else if (push.attempts >= settings.maxAttempts) {
      await markPushEnded(db, push.id, 'failed', answer.error);
      countPushes('failed');
      log.warn({ pushId: push.id, attempts: push.attempts, error: answer.error }, 'push not sent; given up');
    } else {
      const retryAt = new Date(clock.now().getTime() + settings.retryBaseMs * 2 ** (push.attempts - 1));
      await retryPushLater(db, push.id, answer.error, retryAt);
      countPushes('retried');
      log.warn({ pushId: push.id, attempts: push.attempts, error: answer.error }, 'push not sent; retrying');
    }
  }
  return taken;
}

export function startPushWorker(
  db: Db,
  send: PushSender,
  log: FastifyBaseLogger,
  settings: PushWorkerSettings,
  clock: Clock,
  onGone?: OnSubscriptionGone,
): PushWorker {
  return startPollingLoop(
    (stopped) => sendDuePushes(db, send, log, settings, clock, stopped, onGone),
    settings.pollMs,
    log,
    'push worker failed; trying again later',
  );
}
