import type { Design, DesignUploadFields } from '@mehendi/shared';
import { useAdminAuth } from '../auth/admin-auth';
import { uploadWithProgress } from './upload-with-progress';

/** POST /api/designs/upload (multipart: variety, priceRange, image). */
export function uploadDesign(
  token: string,
  fields: DesignUploadFields,
  image: File,
  onProgress: (fraction: number) => void,
): Promise<{ message: string; design: Design }> {
  const form = new FormData();
  form.append('variety', fields.variety);
  form.append('priceRange', fields.priceRange);
  form.append('image', image);
  return uploadWithProgress('/api/designs/upload', form, { token, onProgress });
}

export function useUploadDesign() {
  const { call } = useAdminAuth();
  return (fields: DesignUploadFields, image: File, onProgress: (fraction: number) => void) =>
    call((token) => uploadDesign(token, fields, image, onProgress));
}
