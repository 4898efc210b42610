import type { SidersDesign, SidersUploadFields } from '@mehendi/shared';
import { useAdminAuth } from '../auth/admin-auth';
import { uploadWithProgress } from './upload-with-progress';

/** POST /api/siders-designs/upload (multipart: sidersType, image). */
export function uploadSidersDesign(
  token: string,
  fields: SidersUploadFields,
  image: File,
  onProgress: (fraction: number) => void,
): Promise<{ message: string; design: SidersDesign }> {
  const form = new FormData();
  form.append('sidersType', fields.sidersType);
  form.append('image', image);
  return uploadWithProgress('/api/siders-designs/upload', form, { token, onProgress });
}

export function useUploadSidersDesign() {
  const { call } = useAdminAuth();
  return (fields: SidersUploadFields, image: File, onProgress: (fraction: number) => void) =>
    call((token) => uploadSidersDesign(token, fields, image, onProgress));
}
