import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { ToastProvider } from '../ui/toast';
import { PageSpinner } from '../ui/page-spinner';
import { CrashBoundary } from './crash-fallback';
import { markPageReady } from './page-ready';
import { AppRoutes } from './router';

/**
 * Runs `onShown` once the first page is on screen and the app's: rendered beside the page inside its
 * Suspense boundary, whose content React takes over after the shell, so this waits for the page itself.
 */
function FirstPageShown({ onShown }: { onShown?: () => void }) {
  useEffect(() => {
    // After this commit's effects and the renders they cause at once (a kept draft starting a form again).
    const timer = setTimeout(() => {
      onShown?.();
      markPageReady();
    });
    return () => clearTimeout(timer);
  }, [onShown]);
  return null;
}

/**
 * The app inside the router: a crash (or a page chunk that fails to load) shows the fallback.
 * `onSettled` runs once the first page has been taken over and has started from what this browser kept.
 */
export function RootLayout({ onSettled }: { onSettled?: () => void }) {
  // Moving to another page (e.g. Back) gives the pages another chance after a crash.
  const [pathname] = useLocation();
  return (
    <CrashBoundary resetKey={pathname}>
      <ToastProvider>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
          <FirstPageShown onShown={onSettled} />
        </Suspense>
      </ToastProvider>
    </CrashBoundary>
  );
}
