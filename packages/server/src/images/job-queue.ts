/** Runs at most `limit` jobs at once; the others wait in arrival order. */
export function createJobQueue(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < limit) {
      running++;
    } else {
      // A finishing job hands its slot straight to the first waiter, so a newcomer cannot slip in between.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
