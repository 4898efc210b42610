// The loop of an outbox's worker (the texts, the pushes): send what is due until nothing is, then wait
// `pollMs` or a wake() after a commit that queued something. A wake() during a pass runs another right after
// it (the pass may have looked before that commit). A failed pass is logged and tried again at the next
// poll; stop() waits for the pass in hand.
import type { FastifyBaseLogger } from 'fastify';

export interface PollingLoop {
  /** Runs a pass now instead of at the next poll, or right after the one running. */
  wake(): void;
  /** Stops after the pass in hand, if any. */
  stop(): Promise<void>;
}

/** Starts `pass` now and after every poll; `pass` reads `stopped()` to end early once stop() is called. */
export function startPollingLoop(
  pass: (stopped: () => boolean) => Promise<unknown>,
  pollMs: number,
  log: FastifyBaseLogger,
  failure: string,
): PollingLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  // Woken while a pass ran: what woke it may have committed after the pass last looked.
  let wokenMeanwhile = false;
  const isStopped = () => stopped;

  function run(): void {
    if (stopped || running) return;
    if (timer) clearTimeout(timer);
    wokenMeanwhile = false;
    running = pass(isStopped)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (wokenMeanwhile) run();
        else timer = setTimeout(run, pollMs);
      });
  }

  run();
  return {
    wake: () => {
      if (running) wokenMeanwhile = true;
      else run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
