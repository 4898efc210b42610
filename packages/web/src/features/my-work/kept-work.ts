// My work offline (docs/pages.md#the-app): the artist's records as last fetched, and the steps tapped
// without a connection, kept on the phone (IndexedDB) under the session they belong to.
import type { Artist, MyJob } from '@mehendi/shared';
import { forgetOnPhone, keepOnPhone, keptOnPhone } from '../../lib/kept-on-phone';

export interface KeptRecords<T> {
  records: T;
  /** When they were fetched (ISO). */
  savedAt: string;
}

export type MyWorkRecords = { application: Artist | null; jobs: MyJob[] };

/** A step that can wait for a connection, with the id the phone made when it was tapped. */
export interface QueuedStep {
  id: string;
  jobId: string;
  step: 'on-my-way' | 'complete';
}

/** The session's own name for what it keeps: another number signed in on this phone sees none of it. */
async function owner(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 12), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

const name = async (what: 'records' | 'offers' | 'steps', token: string) =>
  `my-work:${what}:${await owner(token)}`;

export async function keepRecords(
  what: 'records' | 'offers',
  token: string,
  records: unknown,
): Promise<void> {
  await keepOnPhone(await name(what, token), { records, savedAt: new Date().toISOString() });
}

export async function keptRecords<T>(
  what: 'records' | 'offers',
  token: string,
): Promise<KeptRecords<T> | undefined> {
  return keptOnPhone<KeptRecords<T>>(await name(what, token));
}

export async function queuedSteps(token: string): Promise<QueuedStep[]> {
  return (await keptOnPhone<QueuedStep[]>(await name('steps', token))) ?? [];
}

export async function keepSteps(token: string, steps: QueuedStep[]): Promise<void> {
  const key = await name('steps', token);
  await (steps.length ? keepOnPhone(key, steps) : forgetOnPhone(key));
}

/** A call that failed before any answer: the phone has no connection (or the server cannot be reached). */
export function noConnection(error: unknown): boolean {
  return (error as { status?: number }).status === 0;
}
