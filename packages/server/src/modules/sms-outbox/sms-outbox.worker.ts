import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { SmsInvalidNumberError, type SmsProvider } from '../../sms/sms-provider';
import { claimDueText, markFailedTry, markSent } from './sms-outbox.repository';

export interface OutboxSettings {
  /** How often the outbox is read when idle. */
  pollMs: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Tries before a text is marked failed. */
  maxAttempts: number;
  /** How long a taken text stays hidden from other workers (longer than the gateway's time-out). */
  leaseMs: number;
}

export interface OutboxWorker {
  /** Reads the outbox now instead of at the next poll (called after a commit that queued texts). */
  wake(): void;
  /** Stops after the text in hand, if any. */
  stop(): Promise<void>;
}

/**
 * Sends the queued texts one at a time through `sms` (docs/decisions.md: durable outbox). Every process
 * may run one: claims are exclusive in the database. Retries back off exponentially, then give up.
 */
export function startOutboxWorker(
  db: Db,
  sms: SmsProvider,
  log: FastifyBaseLogger,
  settings: OutboxSettings,
  clock: Clock,
): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (!stopped) {
      const text = await claimDueText(db, settings.leaseMs, clock.now());
      if (!text) return;
      try {
        await sms.send(text.toPhone, text.body);
        await markSent(db, text.id, clock.now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A refused number will never take the text; anything else may work later.
        const giveUp = error instanceof SmsInvalidNumberError || text.attempts >= settings.maxAttempts;
        const retryInMs = giveUp ? null : settings.retryBaseMs * 2 ** (text.attempts - 1);
        log.warn({ outboxId: text.id, attempts: text.attempts, giveUp, err: message }, 'SMS not sent');
        await markFailedTry(db, text.id, message, retryInMs, clock.now());
      }
    }
  }

  function run(): void {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'SMS outbox worker failed; trying again later'))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(run, settings.pollMs);
      });
  }

  run();
  return {
    wake: () => {
      if (!running) run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
