import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertValidStorageKey, type Storage } from './storage';

export interface S3StorageOptions {
  /** The S3 API address, e.g. https://s3.ap-south-1.amazonaws.com, or a MinIO / R2 / Spaces endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load the objects from (public bucket URL or CDN), without a trailing slash. */
  publicUrl: string;
}

const REQUEST_TIMEOUT_MS = 30_000;
// S3 asks clients to retry 500/503 ("SlowDown"); a few tries, all within the one timeout above.
const RETRIES = 3;

/**
 * Objects in an S3-compatible bucket (path-style addressing, which AWS, MinIO, R2 and Spaces all accept),
 * so several app processes share the images. A PUT is atomic: readers see the old object or the new one.
 * Requests are signed (AWS Signature Version 4) by aws4fetch.
 */
export class S3Storage implements Storage {
  private readonly client: AwsClient;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      // Named, not guessed from the host: a MinIO or R2 endpoint does not look like an AWS one.
      service: 's3',
      region: options.region,
      retries: RETRIES,
    });
  }

  private objectUrl(key: string): string {
    assertValidStorageKey(key);
    return `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}/${key}`;
  }

  private send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    return this.client.fetch(this.objectUrl(key), {
      method,
      // Sign the payload's hash rather than aws4fetch's default UNSIGNED-PAYLOAD, so the store refuses a
      // body altered on the way (an http:// MinIO endpoint has no TLS to protect it).
      headers: {
        ...headers,
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
      },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  private static async fail(action: string, key: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} ${key} failed: ${response.status} ${detail}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, {
      'content-type': contentType,
      // Names are generated and never reused, so a browser or CDN may keep a copy for a year.
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (!response.ok) await S3Storage.fail('PUT', key, response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) await S3Storage.fail('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
    if (!response.ok && response.status !== 404) await S3Storage.fail('DELETE', key, response);
    // Read to the end so the connection can be reused.
    await response.arrayBuffer();
  }

  url(key: string): string {
    assertValidStorageKey(key);
    return `${this.options.publicUrl.replace(/\/+$/, '')}/${key}`;
  }
}
