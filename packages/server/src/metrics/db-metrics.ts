import { dbQueryDuration } from './registry';

/**
 * Times every promise-returning `query` of a database client (a pg pool client, or PGlite) into
 * mehendi_db_query_duration_seconds; a query called with a callback is left untimed.
 */
export function timedQueries(client: { query: (...args: never[]) => unknown }): void {
  // The class's method is looked up at each call, not bound once: whatever wraps it later (a test's spy on
  // pg.Client.prototype.query) still sees every statement.
  const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const end = dbQueryDuration.startTimer();
    const result = prototype.query.apply(client, args);
    const stop = () => void end();
    if (result instanceof Promise) result.then(stop, stop);
    return result;
  };
}
