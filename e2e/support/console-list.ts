// The console's lists as an owner uses them (docs/pages.md#admin-pages).
import { expect, type Locator, type Page } from './test';

/** Types `text` into the open list's search (an English or a Hindi console): cards on a phone, a table wider. */
export async function searchList(page: Page, text: string): Promise<void> {
  await page.getByLabel(/^Search by name or phone$|खोजें/).fill(text);
}

/** Searches the open list for `name` and answers its card (the phone's layout), once shown. */
export async function findCard(page: Page, name: string): Promise<Locator> {
  await searchList(page, name);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
  await expect(card).toBeVisible();
  return card;
}
