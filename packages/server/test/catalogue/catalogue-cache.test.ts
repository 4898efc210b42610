import { describe, expect, it } from 'vitest';
import { CatalogueCache } from '../../src/modules/catalogue/in-memory/catalogue-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

// The in-memory lists (docs/speed.md#the-catalogue-from-memory): a list read before a write never
// outlives it.
describe('catalogue cache', () => {
  it('hands out a prepared list without waiting once it is ready', async () => {
    const cache = new CatalogueCache();
    cache.setKeeping(true);
    expect(cache.ready('designs/Bridal/2000-3000')).toBeUndefined();
    const answer = await cache.answer('designs/Bridal/2000-3000', async () => [{ id: 'a' }]);
    expect(cache.ready('designs/Bridal/2000-3000')).toBe(answer);
    expect(answer.identity.toString()).toBe('[{"id":"a"}]');
    cache.clear();
    expect(cache.ready('designs/Bridal/2000-3000')).toBeUndefined();
  });

  it('does not keep a list whose read began before a change', async () => {
    const cache = new CatalogueCache();
    cache.setKeeping(true);
    const read = deferred<unknown>();
    const before = cache.answer('siders/Indian', () => read.promise);
    cache.clear(); // an upload committed while the read was running
    read.resolve(['old']);
    expect((await before).identity.toString()).toBe('["old"]');
    expect(cache.ready('siders/Indian')).toBeUndefined();
    const after = await cache.answer('siders/Indian', async () => ['new']);
    expect(after.identity.toString()).toBe('["new"]');
    expect(cache.ready('siders/Indian')).toBe(after);
  });

  it('keeps nothing while changes from other processes cannot be heard', async () => {
    const cache = new CatalogueCache();
    await cache.answer('siders/Arabic', async () => []);
    expect(cache.ready('siders/Arabic')).toBeUndefined();
  });
});
