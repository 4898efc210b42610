import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('groups by key in the order met, leaving out items without one', () => {
    const jobs = [
      { id: 1, artist: 'a' },
      { id: 2, artist: null },
      { id: 3, artist: 'b' },
      { id: 4, artist: 'a' },
    ];
    const groups = groupBy(jobs, (job) => job.artist);
    expect([...groups.keys()]).toEqual(['a', 'b']);
    expect(groups.get('a')!.map((job) => job.id)).toEqual([1, 4]);
    expect(groups.get('b')!.map((job) => job.id)).toEqual([3]);
  });
});
