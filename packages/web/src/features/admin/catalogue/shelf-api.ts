import type { CatalogueShelf, Design } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { uploadWithProgress } from '../api/upload-with-progress';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';

const part = encodeURIComponent;

/** A shelf group's list: GET /api/designs/{variety}/{priceRange} or GET /api/siders-designs/{type}. */
function listPath(shelf: CatalogueShelf): string {
  return shelf.kind === 'designs'
    ? `/api/designs/${part(shelf.variety)}/${part(shelf.priceRange)}`
    : `/api/siders-designs/${part(shelf.sidersType)}`;
}

/**
 * DELETE /api/designs/{variety}/{designId} or /api/siders-designs/{designId}. The server removes the
 * stored files too, so the separate POST /api/cloudinary-delete is not needed (docs/decisions.md §11).
 */
function deletePath(shelf: CatalogueShelf, designId: string): string {
  return shelf.kind === 'designs'
    ? `/api/designs/${part(shelf.variety)}/${part(designId)}`
    : `/api/siders-designs/${part(designId)}`;
}

/** POST /api/designs/upload (variety, priceRange, image) or /api/siders-designs/upload (sidersType, image). */
function uploadForm(shelf: CatalogueShelf, image: File): { path: string; form: FormData } {
  const form = new FormData();
  if (shelf.kind === 'designs') {
    form.append('variety', shelf.variety);
    form.append('priceRange', shelf.priceRange);
  } else {
    form.append('sidersType', shelf.sidersType);
  }
  form.append('image', image);
  return { path: shelf.kind === 'designs' ? '/api/designs/upload' : '/api/siders-designs/upload', form };
}

/** The photos of a shelf group; an answer that is not a list counts as empty (docs/api.md). */
export async function listShelf(shelf: CatalogueShelf): Promise<Design[]> {
  const answer = await apiRequest<unknown>(listPath(shelf), {
    // After an upload or delete the admin must see the list as it is now, not a cached copy.
    headers: { 'cache-control': 'no-cache' },
  });
  return Array.isArray(answer) ? (answer as Design[]) : [];
}

/** Loads the chosen shelf group (null: none chosen yet), again whenever the choice changes. */
export function useShelf(shelf: CatalogueShelf | null) {
  const key = shelf && listPath(shelf);
  return useResource(key, () => (shelf ? listShelf(shelf) : Promise.resolve([])));
}

/** Uploading and deleting, as the signed-in admin. */
export function useShelfWrites() {
  const { call } = useAdminAuth();
  return {
    upload(shelf: CatalogueShelf, image: File, onProgress: (fraction: number) => void) {
      const { path, form } = uploadForm(shelf, image);
      return call((token) =>
        uploadWithProgress<{ message: string; design: Design }>(path, form, { token, onProgress }),
      );
    },
    remove(shelf: CatalogueShelf, designId: string) {
      return call((token) => apiRequest(deletePath(shelf, designId), { method: 'DELETE', token }));
    },
  };
}
