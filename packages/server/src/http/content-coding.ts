import { Negotiator } from '@fastify/accept-negotiator';

/** The compressions answers come in, best first (app.ts registers @fastify/compress with them). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

// Browsers send a handful of distinct Accept-Encoding values; remembering the choice saves parsing them
// on every request. Bounded, so made-up headers cannot grow it.
const choices = new Map<string, string>();
const choiceCache = {
  get: (header: string) => choices.get(header),
  has: (header: string) => choices.has(header),
  set(header: string, value: string) {
    if (choices.size >= 64) choices.clear();
    choices.set(header, value);
    return choiceCache;
  },
};
const codings = new Negotiator<ContentCoding | 'identity'>({
  supportedValues: [...CONTENT_CODINGS, 'identity'],
  cache: choiceCache,
});

/** The compression a request's Accept-Encoding accepts best, or null for none. */
export function contentCodingFor(acceptEncoding: string | undefined): ContentCoding | null {
  const negotiated = acceptEncoding ? codings.negotiate(acceptEncoding) : null;
  return negotiated === 'br' || negotiated === 'gzip' ? negotiated : null;
}
