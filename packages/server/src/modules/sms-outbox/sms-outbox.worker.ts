import type { FastifyBaseLogger } from 'fastify';
import {
  SMS_TEMPLATES,
  SMS_TEMPLATE_KEYS,
  normaliseLanguage,
  type Language,
  type SmsTemplateKey,
} from '@mehendi/shared';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { startPollingLoop, type PollingLoop } from '../../polling-loop';
import { SmsInvalidNumberError, type SmsProvider, type TemplateMessage } from '../../sms/sms-provider';
import type { WhatsAppSender } from '../../sms/whatsapp.provider';
import { dropIfLate, type LateReason } from './late-texts';
import {
  claimDueText,
  fallBackToSms,
  fallBackUnreceipted,
  markFailedTry,
  markSent,
  type SentText,
  type OutboxRow,
} from './sms-outbox.repository';

/** WhatsApp first (docs/messaging.md): its sender, and how long a sent text may wait for its receipt. */
export interface OutboxWhatsApp {
  sender: WhatsAppSender;
  fallbackMs: number;
}

export interface OutboxSettings {
  /** How often the outbox is read when idle. */
  pollMs: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Tries before a text is marked failed. */
  maxAttempts: number;
  /** How long a taken text stays hidden from other workers (longer than the gateway's time-out). */
  leaseMs: number;
  /** OWNER_ALERT_LANGUAGE: a text that failed for good is pushed to the owner in it. */
  ownerLanguage: Language;
}

/** wake() reads the outbox now (called after a commit that queued texts); stop() ends after the text in hand. */
export type OutboxWorker = PollingLoop;

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
  whatsapp: OutboxWhatsApp | null = null,
  lateReason: LateReason = async () => null,
): OutboxWorker {
  const whatsappTemplates = whatsapp ? SMS_TEMPLATE_KEYS.filter((key) => whatsapp.sender.sends(key)) : [];

  /** A WhatsApp try: sent (recorded with the next take), or handed to SMS at once (the row is due again now). */
  async function sendByWhatsApp(
    text: OutboxRow,
    message: TemplateMessage | undefined,
  ): Promise<SentText | undefined> {
    let messageId: string | null = null;
    try {
      if (!whatsapp || !message) throw new Error('WhatsApp is not configured for this text');
      ({ messageId } = await whatsapp.sender.send(text.toPhone, message));
    } catch (error) {
      // Stored before it is logged: the move to SMS must not depend on the log line.
      const reason = error instanceof Error ? error.message : String(error);
      await fallBackToSms(db, text.id, reason, clock.now());
      log.info({ outboxId: text.id, err: error }, 'WhatsApp refused the text; it goes by SMS');
      return undefined;
    }
    return { id: text.id, sentAt: clock.now(), providerMessageId: messageId };
  }

  async function drain(stopped: () => boolean): Promise<void> {
    // The text sent last, recorded sent by the next take's statement, or on its own when the loop ends. A
    // crash before that leaves it to be taken again when its lease ends: its recipient may get it twice,
    // never more, as before (docs/operations.md#durability).
    let sent: SentText | undefined;
    try {
      while (!stopped()) {
        if (whatsapp) await fallBackUnreceipted(db, whatsapp.fallbackMs, clock.now());
        const text = await claimDueText(db, settings.leaseMs, clock.now(), whatsappTemplates, sent);
        sent = undefined;
        if (!text) return;
        // A reminder whose moment has passed is dropped, never sent (docs/bookings.md#reminders).
        if (await dropIfLate(db, text, clock.now(), lateReason)) continue;
        const message = templateMessageOf(text);
        if (text.channel === 'whatsapp') {
          sent = await sendByWhatsApp(text, message);
          continue;
        }
        try {
          const result = await sms.send(text.toPhone, text.body, message);
          sent = { id: text.id, sentAt: clock.now(), providerMessageId: result?.messageId ?? null };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // A refused number will never take the text; anything else may work later.
          const giveUp = error instanceof SmsInvalidNumberError || text.attempts >= settings.maxAttempts;
          const retryInMs = giveUp ? null : settings.retryBaseMs * 2 ** (text.attempts - 1);
          await markFailedTry(db, text.id, message, retryInMs, clock.now(), settings.ownerLanguage);
          log.warn({ outboxId: text.id, attempts: text.attempts, giveUp, err: error }, 'SMS not sent');
        }
      }
    } finally {
      if (sent) await markSent(db, sent);
    }
  }

  return startPollingLoop(drain, settings.pollMs, log, 'SMS outbox worker failed; trying again later');
}

/** The text as its template and values; a text queued before the values were kept has them read back from its body. */
function templateMessageOf(text: OutboxRow): TemplateMessage | undefined {
  if (!(SMS_TEMPLATE_KEYS as readonly string[]).includes(text.template)) return undefined;
  const template = text.template as SmsTemplateKey;
  const language = normaliseLanguage(text.language);
  const variables = text.variables ?? variablesInBody(SMS_TEMPLATES[language][template], text.body);
  return variables ? { template, language, variables } : undefined;
}

/** The placeholders' values of `body` written from `template`, or null when it does not match it. */
function variablesInBody(template: string, body: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\w+\})/u)
    .map((part) => {
      const name = /^\{(\w+)\}$/u.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      if (names.includes(name)) return `\\k<${name}>`;
      names.push(name);
      return `(?<${name}>.*?)`;
    })
    .join('');
  const groups = new RegExp(`^${pattern}$`, 'su').exec(body)?.groups;
  return groups ? { ...groups } : null;
}
