import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Takes the advisory lock of `key` in `namespace` (any constant, the same in every process) until the
 * transaction ends: work on one key is serialised across processes, other keys run in parallel.
 */
export async function lockUntilCommit(tx: Db, namespace: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}))`);
}
