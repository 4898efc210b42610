import type { ArtistApplication } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/artists/add as multipart (docs/api.md#artists): JSON text for the list and the object, then the
 * files.
 */
export function addArtist(
  application: ArtistApplication,
  files: readonly File[],
  token: string,
): Promise<unknown> {
  const form = new FormData();
  form.set('fullName', application.fullName);
  form.set('whatsappNumber', application.whatsappNumber);
  form.set('address', application.address);
  form.set('pincode', application.pincode);
  form.set('jobTerm', application.jobTerm);
  form.set('mehendiVarieties', JSON.stringify(application.mehendiVarieties));
  form.set('availability', JSON.stringify(application.availability));
  if (application.language) form.set('language', application.language);
  for (const file of files) form.append('uploadedDesigns', file, file.name);
  return apiRequest('/api/artists/add', { method: 'POST', body: form, token });
}
