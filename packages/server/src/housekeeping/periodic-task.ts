import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once when the app is ready and every `intervalMs` after, one run at a time (a slow run
 * delays the next instead of overlapping it), and waits for the last run before the app closes. One timer
 * per process: housekeeping and the waiting list's sweep use it. `task` handles its own failures.
 */
export function schedulePeriodically(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(task);
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
