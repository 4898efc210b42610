// docs/api-reference.md is generated from the route schemas (npm run docs:api); this fails when a route's
// schema changed and the committed reference was not written again.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REFERENCE_FILE, apiReference, type OpenApiDocument } from '../../src/scripts/api-reference';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('API reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('is the committed docs/api-reference.md', async () => {
    const generated = await apiReference(t.app.swagger() as unknown as OpenApiDocument);
    const committed = await readFile(API_REFERENCE_FILE, 'utf8').catch(() => '');
    expect(
      committed,
      'docs/api-reference.md differs from what the route schemas give: run `npm run docs:api` and commit it',
    ).toBe(generated);
  });
});
