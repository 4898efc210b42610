// Scheduling helpers for the start-up (docs/pages.md, "Prerendered pages"): the prerendered page paints
// first, then the app takes it over in steps short enough that a cheap phone stays responsive.

/**
 * Resolves once the page's first contentful paint has been presented: the app's code is fetched and run
 * after it, so the text shows as soon as the HTML is in. A hidden tab paints nothing until it is shown,
 * so there it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (document.visibilityState === 'hidden' || painted()) return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      // A frame's callbacks run just before it is painted; a task queued from one runs after.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Lets the browser handle input and paint before the next step: the rest runs in a new task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
