// The providers' delivery receipts, read into the outbox's one Receipt shape (docs/messaging.md#receipts).
import type { Receipt } from '../sms-outbox';

// MSG91's report status codes (its webhook help page): 1 delivered; 2 failed, 9 NDNC, 16 and 25
// rejected, 17 blocked number; anything else (submitted, pending) is not an answer yet.
const MSG91_FAILED = new Set(['2', '9', '16', '17', '25', '26']);

// The bodies are the providers' and read leniently: anything but the expected object, at any level (null, a
// string or a number in a list), is skipped, never a 500 (issue 40).
type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The objects of `value` when it is a list; anything else in it is skipped. */
function objectsOf(value: unknown): Fields[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

// A NUL fails any query that carries it (docs/security.md#unstorable-text); MSG91's `data` is JSON inside a
// form field, so the request's own marking of NULs does not reach it.
function idOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && !value.includes('\u0000') ? value : null;
}
function textOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value.replaceAll('\u0000', '') : null;
}

function msg91Receipt(requestId: unknown, report: Fields): Receipt | null {
  const id = idOf(requestId);
  if (id === null) return null;
  const status = textOf(report.status) ?? '';
  if (status === '1') return { channel: 'sms', providerMessageId: id, state: 'delivered' };
  if (!MSG91_FAILED.has(status)) return null;
  const reasons = [report.failedReason, report.desc].map(textOf).filter((part) => part !== null);
  return { channel: 'sms', providerMessageId: id, state: 'failed', reason: reasons.join(': ') || status };
}

/**
 * MSG91's report in either of its webhook versions: v2 (form field `data`, a JSON list of requests each
 * with its `report` list) or v3 (one JSON report with its `requestId`).
 */
export function msg91Receipts(body: unknown): Receipt[] {
  if (!isObject(body)) return [];
  if (typeof body.data === 'string') {
    let requests: unknown;
    try {
      requests = JSON.parse(body.data);
    } catch {
      return [];
    }
    return objectsOf(requests)
      .flatMap((request) =>
        objectsOf(request.report).map((report) => msg91Receipt(request.requestId, report)),
      )
      .filter((receipt): receipt is Receipt => receipt !== null);
  }
  const single = msg91Receipt(body.requestId, body);
  return single ? [single] : [];
}

/** Meta's webhook: entry[].changes[].value.statuses[] with the wamid, the status and a failure's errors. */
export function whatsappReceipts(body: unknown): Receipt[] {
  if (!isObject(body)) return [];
  const statuses = objectsOf(body.entry)
    .flatMap((entry) => objectsOf(entry.changes))
    .flatMap((change) => (isObject(change.value) ? objectsOf(change.value.statuses) : []));
  return statuses.flatMap((status): Receipt[] => {
    const id = idOf(status.id);
    if (id === null) return [];
    if (status.status === 'delivered' || status.status === 'read') {
      return [{ channel: 'whatsapp', providerMessageId: id, state: status.status }];
    }
    if (status.status !== 'failed') return [];
    const error = objectsOf(status.errors)[0];
    const reason = [textOf(error?.code), textOf(error?.title) ?? textOf(error?.message)]
      .filter((part) => part !== null)
      .join(' ');
    return [{ channel: 'whatsapp', providerMessageId: id, state: 'failed', reason: reason || 'failed' }];
  });
}
