import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { jobActionKeys } from './job-action-keys.schema';

export interface KeyedAnswer<Body> {
  code: number;
  body: Body | { error: string };
}

interface KeyedStep {
  artistId: string;
  bookingId: string;
  action: 'on-my-way' | 'complete';
}

/**
 * Runs an artist's step at most once per Idempotency-Key (docs/api.md): the key is claimed before the
 * step (the primary key decides between two requests at once), and the step's answer is stored with it;
 * a repeat gets that first answer. A key used for another artist, job or step is 404, like a record that
 * is not the caller's; a repeat while the first is still running is 409. A step that throws frees its key,
 * so the phone's retry runs it again. Without a key the step simply runs.
 */
export async function onceByKey<Body>(
  db: Db,
  key: string | undefined,
  step: KeyedStep,
  run: () => Promise<KeyedAnswer<Body>>,
): Promise<KeyedAnswer<Body>> {
  if (!key) return run();
  const [claimed] = await db
    .insert(jobActionKeys)
    .values({ key, ...step })
    .onConflictDoNothing()
    .returning({ key: jobActionKeys.key });
  if (!claimed) {
    const [first] = await db.select().from(jobActionKeys).where(eq(jobActionKeys.key, key));
    if (
      !first ||
      first.artistId !== step.artistId ||
      first.bookingId !== step.bookingId ||
      first.action !== step.action
    )
      return { code: 404, body: { error: MESSAGES.notFound } };
    if (first.status === null) return { code: 409, body: { error: MESSAGES.transitionNotAllowed } };
    // What the first request answered, stored as it was sent.
    return { code: first.status, body: first.answer as Body };
  }
  let answer: KeyedAnswer<Body>;
  try {
    answer = await run();
  } catch (error) {
    await db.delete(jobActionKeys).where(and(eq(jobActionKeys.key, key), isNull(jobActionKeys.status)));
    throw error;
  }
  await db
    .update(jobActionKeys)
    .set({ status: answer.code, answer: answer.body })
    .where(eq(jobActionKeys.key, key));
  return answer;
}
