import type { CatalogueShelf, Design } from '@mehendi/shared';
import type { ApiClient } from './api-client';
import { samplePhoto } from './sample-photo';

/** An admin session by e-mail and password (POST /api/admin/login). */
export async function adminLogin(
  api: ApiClient,
  admin: { email: string; password: string },
): Promise<string> {
  return (await api.ok<{ token: string }>('POST', '/api/admin/login', { json: admin })).token;
}

/** Uploads `photo` (by default a sample) to a catalogue shelf as the admin with `token`. */
export async function uploadToShelf(
  api: ApiClient,
  token: string,
  shelf: CatalogueShelf,
  photo?: Buffer,
): Promise<Design> {
  const image = { name: 'design.jpg', type: 'image/jpeg', bytes: photo ?? (await samplePhoto()) };
  const [path, fields] =
    shelf.kind === 'designs'
      ? ['/api/designs/upload', { variety: shelf.variety, priceRange: shelf.priceRange }]
      : ['/api/siders-designs/upload', { sidersType: shelf.sidersType }];
  const { design } = await api.ok<{ design: Design }>('POST', path, {
    token,
    form: { fields, files: image },
  });
  return design;
}
