// What the installed app keeps on the phone between visits (docs/pages.md#the-app): a few records under
// names, in the app's own IndexedDB store; a browser that keeps nothing (private mode) just has none.
import { phoneStore } from './phone-store';

const app = phoneStore('mehendi-app', 'kept');

/** The record kept under `name`, or undefined (also when the browser keeps nothing, as in private mode). */
export async function keptOnPhone<T>(name: string): Promise<T | undefined> {
  try {
    return await app.get<T>(name);
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `name`; a browser that keeps nothing simply does not. */
export async function keepOnPhone(name: string, value: unknown): Promise<void> {
  try {
    await app.put(name, value);
  } catch {
    // Nothing kept: offline, the page says it has nothing saved.
  }
}

export async function forgetOnPhone(name: string): Promise<void> {
  try {
    await app.delete(name);
  } catch {
    // Nothing was kept.
  }
}
