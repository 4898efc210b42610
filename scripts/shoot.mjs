/* global document, window -- page callbacks run in the browser */
// What the screenshot scripts share: the browser they drive and how a picture is taken.
import path from 'node:path';
import { chromium } from '@playwright/test';

/** Debian's Chromium (CHROMIUM_PATH to use another). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

/**
 * Saves what the page shows into `file` once its fonts and pictures are in: the whole page, or only the
 * screen when `fullPage` is false (an open modal covers the screen, not the page).
 */
export async function shoot(page, file, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  if (fullPage) {
    // Lazily loaded pictures load only near the screen: pass over the page first, as a reader scrolls.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForTimeout(300);
  await page.screenshot({ path: file, fullPage });
  console.log(`  ${path.relative(process.cwd(), file)}`);
}
