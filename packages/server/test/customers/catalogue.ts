// Catalogue designs for booking tests, uploaded through the admin API like a real admin would.
import type { Design, SidersDesign } from '@mehendi/shared';
import type { TestApp } from '../helpers/test-app';
import { samplePhoto } from '../helpers/image-fixtures';
import { multipart } from '../helpers/multipart';

async function upload(t: TestApp, auth: string, url: string, fields: Record<string, string>) {
  const { payload, headers } = await multipart(fields, {
    name: 'design.png',
    type: 'image/png',
    bytes: await samplePhoto(),
  });
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: auth },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ design: Design }>().design;
}

export function uploadDesign(t: TestApp, auth: string, variety: string, priceRange: string): Promise<Design> {
  return upload(t, auth, '/api/designs/upload', { variety, priceRange });
}

export async function uploadSidersDesign(
  t: TestApp,
  auth: string,
  sidersType: string,
): Promise<SidersDesign> {
  return (await upload(t, auth, '/api/siders-designs/upload', { sidersType })) as SidersDesign;
}
