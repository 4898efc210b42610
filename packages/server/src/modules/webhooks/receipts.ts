// The providers' delivery receipts, read into the outbox's one Receipt shape (docs/messaging.md#receipts).
import type { Receipt } from '../sms-outbox';

// MSG91's report status codes (its webhook help page): 1 delivered; 2 failed, 9 NDNC, 16 and 25
// rejected, 17 blocked number; anything else (submitted, pending) is not an answer yet.
const MSG91_FAILED = new Set(['2', '9', '16', '17', '25', '26']);

interface Msg91Report {
  status?: unknown;
  desc?: unknown;
  failedReason?: unknown;
}

function msg91Receipt(requestId: unknown, report: Msg91Report): Receipt | null {
  if (typeof requestId !== 'string' || requestId === '') return null;
  const status = String(report.status ?? '');
  if (status === '1') return { channel: 'sms', providerMessageId: requestId, state: 'delivered' };
  if (!MSG91_FAILED.has(status)) return null;
  const reasons = [report.failedReason, report.desc].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return {
    channel: 'sms',
    providerMessageId: requestId,
    state: 'failed',
    reason: reasons.join(': ') || status,
  };
}

/**
 * MSG91's report in either of its webhook versions: v2 (form field `data`, a JSON list of requests each
 * with its `report` list) or v3 (one JSON report with its `requestId`).
 */
export function msg91Receipts(body: unknown): Receipt[] {
  if (!body || typeof body !== 'object') return [];
  const fields = body as Record<string, unknown>;
  if (typeof fields.data === 'string') {
    let requests: unknown;
    try {
      requests = JSON.parse(fields.data);
    } catch {
      return [];
    }
    if (!Array.isArray(requests)) return [];
    return requests
      .flatMap((request: { requestId?: unknown; report?: unknown }) =>
        Array.isArray(request.report)
          ? request.report.map((report: Msg91Report) => msg91Receipt(request.requestId, report))
          : [],
      )
      .filter((receipt): receipt is Receipt => receipt !== null);
  }
  const single = msg91Receipt(fields.requestId, fields as Msg91Report);
  return single ? [single] : [];
}

interface WhatsAppStatus {
  id?: unknown;
  status?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}

/** Meta's webhook: entry[].changes[].value.statuses[] with the wamid, the status and a failure's errors. */
export function whatsappReceipts(body: unknown): Receipt[] {
  const entries = (body as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entries)) return [];
  const statuses: WhatsAppStatus[] = entries.flatMap((entry: { changes?: unknown }) =>
    Array.isArray(entry.changes)
      ? entry.changes.flatMap((change: { value?: { statuses?: unknown } }) =>
          Array.isArray(change.value?.statuses) ? (change.value.statuses as WhatsAppStatus[]) : [],
        )
      : [],
  );
  return statuses.flatMap((status): Receipt[] => {
    if (typeof status.id !== 'string') return [];
    if (status.status === 'delivered' || status.status === 'read') {
      return [{ channel: 'whatsapp', providerMessageId: status.id, state: status.status }];
    }
    if (status.status !== 'failed') return [];
    const error = status.errors?.[0];
    const reason = [error?.code, error?.title ?? error?.message]
      .filter((part) => part !== undefined)
      .join(' ');
    return [
      { channel: 'whatsapp', providerMessageId: status.id, state: 'failed', reason: reason || 'failed' },
    ];
  });
}
