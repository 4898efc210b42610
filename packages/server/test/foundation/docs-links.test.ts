import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript script module without type declarations
import { checkCitations, checkLinks, slug, unindexedDocs } from '../../../../scripts/check-links.mjs';

type Problem = { where: string; target: string; reason: string };
const check = checkLinks as (root: string) => Problem[];
const unindexed = unindexedDocs as (root: string, index: string) => string[];
const slugOf = slug as (heading: string) => string;
const checkCited = checkCitations as (root: string) => Problem[];

const root = path.resolve(import.meta.dirname, '../../../..');

describe('docs links (npm run docs:links)', () => {
  it('README.md and docs/ link only to files, folders and headings that exist', () => {
    expect(check(root)).toEqual([]);
  });

  it('code cites only docs pages and headings that exist', () => {
    expect(checkCited(root)).toEqual([]);
  });

  it('README.md and docs/README.md link to every page under docs/', () => {
    expect(unindexed(root, 'README.md')).toEqual([]);
    expect(unindexed(root, 'docs/README.md')).toEqual([]);
  });

  it('names anchors as GitHub does', () => {
    expect(slugOf('Running several processes (`REDIS_URL`)')).toBe('running-several-processes-redis_url');
    expect(slugOf('16 Schema changes are generated')).toBe('16-schema-changes-are-generated');
    expect(slugOf('Booking form `/customer-dashboard` (and `/customer-login`)')).toBe(
      'booking-form-customer-dashboard-and-customer-login',
    );
    expect(slugOf('Running the work: review, assignment and texts')).toBe(
      'running-the-work-review-assignment-and-texts',
    );
  });

  describe('on a broken page', () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    mkdirSync(path.join(scratch, 'docs'));
    mkdirSync(path.join(scratch, 'src'));
    mkdirSync(path.join(scratch, 'packages'));
    writeFileSync(
      path.join(scratch, 'packages/cites.ts'),
      '// Fine: docs/topic.md#twice-1, docs/README.md.\n// Broken: docs/topic.md#nope, docs/gone.md §2.\n',
    );
    writeFileSync(
      path.join(scratch, 'docs/topic.md'),
      '# Topic\n\n## Twice\n\n## Twice\n\nBack to the [front](../README.md#quick-start).\n',
    );
    writeFileSync(path.join(scratch, 'docs/README.md'), '# Docs\n\n[Topic](topic.md)\n');
    writeFileSync(path.join(scratch, 'docs/orphan.md'), '# Nobody links here\n');
    writeFileSync(
      path.join(scratch, 'README.md'),
      [
        '# Front',
        '## Quick start',
        'Fine: [topic](docs/topic.md), [second twice](docs/topic.md#twice-1), [here](#quick-start),',
        '[a folder](src/), [the web](https://example.com/missing), [mail](mailto:a@b.c),',
        '`[in code](nowhere.md)` and [reference][ok].',
        '```md',
        '[in a fence](nowhere.md)',
        '```',
        'Broken: [gone](docs/gone.md), [no heading](docs/topic.md#thrice), [own](#nowhere),',
        '![picture](img/missing.png) and [reference][bad].',
        '',
        '[ok]: docs/topic.md',
        '[bad]: docs/also-gone.md',
      ].join('\n'),
    );

    it('lists each broken link with its line and reason', () => {
      expect(check(scratch)).toEqual([
        { where: 'README.md:9', target: 'docs/gone.md', reason: 'docs/gone.md does not exist' },
        {
          where: 'README.md:9',
          target: 'docs/topic.md#thrice',
          reason: 'no heading #thrice in docs/topic.md',
        },
        { where: 'README.md:9', target: '#nowhere', reason: 'no heading #nowhere in README.md' },
        { where: 'README.md:10', target: 'img/missing.png', reason: 'img/missing.png does not exist' },
        { where: 'README.md:13', target: 'docs/also-gone.md', reason: 'docs/also-gone.md does not exist' },
      ]);
    });

    it('lists each broken citation in code', () => {
      expect(checkCited(scratch)).toEqual([
        {
          where: 'packages/cites.ts:2',
          target: 'docs/topic.md#nope',
          reason: 'no heading #nope in docs/topic.md',
        },
        { where: 'packages/cites.ts:2', target: 'docs/gone.md', reason: 'docs/gone.md does not exist' },
      ]);
    });

    it('names the pages the index leaves out', () => {
      expect(unindexed(scratch, 'docs/README.md')).toEqual(['docs/orphan.md']);
      expect(unindexed(scratch, 'README.md')).toEqual(['docs/orphan.md']);
    });
  });
});
