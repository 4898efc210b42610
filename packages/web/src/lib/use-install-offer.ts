import { useCallback, useSyncExternalStore } from 'react';
import { currentInstallPrompt, forgetInstallPrompt, onInstallPromptChange } from './installed-app';

/**
 * How this browser can put the app on the home screen (docs/pages.md#the-app): `installed` when the page
 * is the app itself, `prompt` when the browser offered it (Chrome, Edge, Samsung Internet), `ios` on an
 * iPhone's or iPad's Safari (Share → Add to Home Screen, there is no prompt), else `none`.
 */
export type InstallOffer = 'installed' | 'prompt' | 'ios' | 'none';

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  // iPadOS says it is a Mac; a touch screen tells them apart. Chrome and Firefox on iOS name themselves.
  const apple = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return apple && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

function offerNow(): InstallOffer {
  if (isStandalone()) return 'installed';
  if (currentInstallPrompt()) return 'prompt';
  return isIosSafari() ? 'ios' : 'none';
}

export function useInstallOffer(): { offer: InstallOffer; install(): Promise<void> } {
  const offer = useSyncExternalStore(onInstallPromptChange, offerNow, () => 'none' as const);
  const install = useCallback(async () => {
    const prompt = currentInstallPrompt();
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice;
    // A prompt is shown once; the browser offers again later if it was dismissed.
    forgetInstallPrompt();
  }, []);
  return { offer, install };
}
