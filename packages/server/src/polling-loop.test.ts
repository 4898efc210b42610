// An outbox's loop must not leave a text waiting for the next poll when its commit woke the worker while a
// pass was ending (that pass may have looked before the commit).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './http/logger';
import { startPollingLoop } from './polling-loop';

// A poll far beyond the test: any pass after the first comes from a wake().
const POLL_MS = 600_000;

function productionLog() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: loggerOptions('info', false, { write: (line) => lines.push(JSON.parse(line)) }),
  });
  return { log: app.log, lines };
}

/** A pass that waits until released, recording each start. */
function controlledPasses() {
  const starts: number[] = [];
  const releases: (() => void)[] = [];
  const started: ((count: number) => void)[] = [];
  const pass = () => {
    starts.push(starts.length + 1);
    started.forEach((resolve) => resolve(starts.length));
    return new Promise<void>((resolve) => releases.push(resolve));
  };
  const startOf = (count: number) =>
    starts.length >= count ? Promise.resolve(count) : new Promise<number>((resolve) => started.push(resolve));
  return { pass, starts, release: () => releases.shift()?.(), startOf };
}

describe('the outbox polling loop', () => {
  it('runs another pass right after the one running when woken during it, and only one', async () => {
    const { log } = productionLog();
    const passes = controlledPasses();
    const loop = startPollingLoop(passes.pass, POLL_MS, log, 'failed');
    await passes.startOf(1);
    loop.wake();
    loop.wake();
    passes.release();
    await passes.startOf(2);
    expect(passes.starts).toHaveLength(2);
    passes.release();
    // Not woken during the second pass: the next waits for the poll.
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes.starts).toHaveLength(2);
    await loop.stop();
  });

  it('starts a pass at once when woken while idle, and a failed pass is logged and polled again', async () => {
    const { log, lines } = productionLog();
    let calls = 0;
    const loop = startPollingLoop(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
      },
      POLL_MS,
      log,
      'outbox pass failed',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ msg: 'outbox pass failed' })]);
    loop.wake();
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toBe(2);
    await loop.stop();
  });
});
