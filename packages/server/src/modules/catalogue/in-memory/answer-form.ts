import { contentCodingFor } from '../../../http/content-coding';
import type { ContentCoding } from '../../../http/content-coding';
import { etagOf, type CachedAnswer } from './cached-answer';

const JSON_TYPE = 'application/json; charset=utf-8';

function matches(ifNoneMatch: string, answer: CachedAnswer): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Every form of the answer carries the same content, so any of its tags proves the copy is current.
  const base = answer.etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '').slice(1, -1);
    return opaque === base || opaque === `${base}-br` || opaque === `${base}-gzip`;
  });
}

/** What one request gets of a prepared answer: 304 without a body, or 200 with the bytes in `coding`. */
export interface AnswerForm {
  status: 200 | 304;
  etag: string;
  coding: ContentCoding | null;
  body: Buffer | null;
}

/**
 * The form of a prepared JSON answer for a request's Accept-Encoding and If-None-Match: the coding the
 * client accepts best, and 304 when the client's copy carries one of the answer's strong tags.
 */
export function answerForm(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): AnswerForm {
  const coding = answer.br ? contentCodingFor(acceptEncoding) : null;
  const etag = etagOf(answer, coding);
  if (ifNoneMatch && matches(ifNoneMatch, answer)) return { status: 304, etag, coding, body: null };
  const body = coding === 'br' ? answer.br : coding === 'gzip' ? answer.gzip : answer.identity;
  return { status: 200, etag, coding, body };
}

/** The headers of an answer form besides the security headers every answer carries (in this order). */
export function answerFormHeaders(form: AnswerForm): [string, string][] {
  // Clients revalidate every time (no-cache): a list changes when the admin uploads, and the 304 costs
  // almost nothing.
  const headers: [string, string][] = [
    ['cache-control', 'no-cache'],
    ['vary', 'accept-encoding'],
    ['etag', form.etag],
  ];
  if (form.status === 304) return headers;
  headers.push(['content-type', JSON_TYPE]);
  if (form.coding) headers.push(['content-encoding', form.coding]);
  return headers;
}
