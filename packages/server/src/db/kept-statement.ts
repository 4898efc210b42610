import { sql, type Placeholder, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Db } from './database';

/** A Drizzle query before `.prepare()`: a select, insert, update or delete with `sql.placeholder`s. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** The session behind a Db: the pool's, PGlite's, or a transaction's own connection. */
interface SessionWithClient {
  client: unknown;
}

function sessionOf(db: Db): SessionWithClient {
  // `_.session` is typed by Drizzle but its `client` is not (drizzle-orm#5239 uses the same field).
  return (db as unknown as { _: { session: SessionWithClient } })._.session;
}

let statementsKept = 0;

/**
 * A statement whose text Drizzle builds once per process and which runs on whichever Db it is given: the
 * pool, PGlite, or a transaction's connection. Drizzle's own `.prepare()` keeps the statement bound to the
 * connection it was built on (drizzle-orm#613), so statements inside a transaction were built anew each
 * time: 250 µs for the booking's insert alone (docs/speed.md#seventh-pass-statements-built-once-issue-48).
 *
 * `build` writes the statement with `sql.placeholder(name)` for every value that changes between runs (a
 * value written in it is kept as it was the first time). Where the statement's text depends on its values
 * (which optional columns an insert sets, how many texts it carries), `run`'s `shape` names that variant:
 * each shape is built once. PostgreSQL keeps each one prepared per connection (a named statement), so it is
 * also parsed and planned once.
 */
export function keptStatement<Values extends Record<string, unknown>, Result, Shape = undefined>(
  build: (db: Db, shape: Shape) => Preparable<Result>,
  /** What tells two shapes apart (JSON by default). */
  keyOf: (shape: Shape) => string = (shape) => JSON.stringify(shape),
): (db: Db, values: Values, shape?: Shape) => Promise<Result> {
  const id = ++statementsKept;
  // Per kind of session (PGlite's or node-postgres's prepared statements differ), then per shape.
  const kept = new Map<unknown, Map<string, Prepared<Result>>>();
  return (db, values, shape) => {
    const session = sessionOf(db);
    const sessionKind = Object.getPrototypeOf(session) as unknown;
    let shapes = kept.get(sessionKind);
    if (!shapes) kept.set(sessionKind, (shapes = new Map()));
    const shapeKey = shape === undefined ? '' : keyOf(shape);
    let prepared = shapes.get(shapeKey);
    if (!prepared) {
      prepared = build(db, shape as Shape).prepare(`kept_${id}_${shapes.size}`);
      shapes.set(shapeKey, prepared);
    }
    // The kept statement, run on this Db's connection: the object's `client` is all that differs.
    const bound = Object.create(prepared, { client: { value: session.client } }) as Prepared<Result>;
    return bound.execute(values);
  };
}

/**
 * A placeholder where Drizzle's types take only SQL (an update's `set`): unlike a placeholder in an insert's
 * values, no column maps its value, so it is given as the driver takes it (a time as ISO text).
 */
export function placeholderSql(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

/**
 * The columns an insert sets: those of `row` with a value (a column left undefined takes its default, as
 * Drizzle's insert does), and only the table's own where `table` is given. They make a kept insert's shape.
 */
export function columnsSet(row: object, table?: Record<string, unknown>): string[] {
  return Object.entries(row)
    .filter(([column, value]) => value !== undefined && (!table || column in table))
    .map(([column]) => column);
}

/** A kept insert's values: a placeholder for each column, named by `prefix` and the column. */
export function placeholdersFor(columns: readonly string[], prefix = ''): Record<string, Placeholder> {
  return Object.fromEntries(columns.map((column) => [column, sql.placeholder(`${prefix}${column}`)]));
}

/**
 * A write a kept statement carries in a WITH (queueTextsWith's texts): `build` writes it with placeholders,
 * the same text for the same `shape`, and `values` are what those placeholders take this time.
 */
export interface KeptWith {
  shape: string;
  build(db: Db): WithSubquery;
  values: Record<string, unknown>;
}
