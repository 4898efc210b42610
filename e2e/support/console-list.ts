// The console's lists as an owner uses them (docs/pages.md#admin-pages).
import { expect, type Locator, type Page } from './test';

/** Searches the open list for `name` (an English or a Hindi console) and answers its card, once shown. */
export async function findCard(page: Page, name: string): Promise<Locator> {
  await page.getByLabel(/^Search by name or phone$|खोजें/).fill(name);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
  await expect(card).toBeVisible();
  return card;
}
