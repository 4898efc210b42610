// Catalogue designs for booking tests, uploaded through the admin API like a real admin would.
import type { BookingVariety, Design, SidersDesign, SidersType } from '@mehendi/shared';
import { uploadToShelf } from '@mehendi/test-client';
import type { TestApp } from '../helpers/test-app';
import { samplePhoto } from '../helpers/image-fixtures';

const tokenOf = (auth: string) => auth.replace(/^Bearer /, '');

export async function uploadDesign(
  t: TestApp,
  auth: string,
  variety: string,
  priceRange: string,
): Promise<Design> {
  const shelf = { kind: 'designs', variety: variety as BookingVariety, priceRange } as const;
  return uploadToShelf(t.api, tokenOf(auth), shelf, await samplePhoto());
}

export async function uploadSidersDesign(
  t: TestApp,
  auth: string,
  sidersType: string,
): Promise<SidersDesign> {
  const shelf = { kind: 'siders', sidersType: sidersType as SidersType } as const;
  return (await uploadToShelf(t.api, tokenOf(auth), shelf, await samplePhoto())) as SidersDesign;
}
