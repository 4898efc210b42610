// Multipart bodies built the way a browser builds them (for app.inject and for fetch alike).

export interface FilePart {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export interface MultipartRequest {
  payload: Buffer;
  headers: Record<string, string>;
}

/** Text fields, then the files in order (each under `field`, by default 'image'). */
export async function multipart(
  fields: Record<string, string>,
  files?: FilePart | readonly FilePart[],
): Promise<MultipartRequest> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files === undefined ? [] : 'bytes' in files ? [files] : files)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
