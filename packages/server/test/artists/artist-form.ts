// The artist registration form as the browser posts it (docs/api.md#artists): text fields plus repeated
// files.
import { multipart, type FilePart, type MultipartRequest } from '@mehendi/test-client';

export type FormFile = Omit<FilePart, 'field'>;

export const VALID_FIELDS = {
  fullName: 'Meera Kulkarni',
  whatsappNumber: '9876543210',
  address: '12 Laxmi Road, Pune',
  pincode: '411030',
  jobTerm: 'Part-time',
  mehendiVarieties: JSON.stringify(['Bridal', 'Siders']),
  availability: JSON.stringify({ timeRange: 'Any Time From Morning Till Night' }),
} as const;

/** The form with its photos under `uploadedDesigns`, as the artist page sends it. */
export function artistForm(
  fields: Record<string, string>,
  files: readonly FormFile[],
): Promise<MultipartRequest> {
  return multipart(
    fields,
    files.map((file) => ({ ...file, field: 'uploadedDesigns' })),
  );
}
