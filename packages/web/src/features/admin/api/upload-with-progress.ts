import type { ApiError } from '@mehendi/shared';
import { ApiRequestError } from '../../../lib/api-client';

export interface UploadOptions {
  token: string;
  /** Fraction of the request body sent so far, 0 to 1. */
  onProgress(fraction: number): void;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs multipart form data and reports how much of it has been sent. fetch() cannot observe upload
 * progress, so this one call uses XMLHttpRequest; its errors match apiRequest's (status 0 = network).
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('authorization', `Bearer ${options.token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        options.onProgress(1);
        resolve(body as T);
      } else {
        reject(new ApiRequestError(request.status, (body ?? {}) as Partial<ApiError>));
      }
    });
    request.addEventListener('error', () => reject(new ApiRequestError(0, {})));
    request.addEventListener('abort', () => reject(new ApiRequestError(0, {})));
    request.send(form);
  });
}
