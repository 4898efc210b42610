/**
 * Marks the page as the app's (`<html data-ready>`): the first page, or the crash fallback in its place,
 * is on screen with its handlers. Browser tests and tools wait for it before typing.
 */
export function markPageReady(): void {
  document.documentElement.dataset.ready = 'true';
}
