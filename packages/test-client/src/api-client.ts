import { multipart, type FilePart } from './multipart';

/** One HTTP exchange, as a transport carries it (fetch against a process, or Fastify's inject in-process). */
export interface TransportRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Requests to a running server at `baseUrl`; `headers` go with every request (e.g. X-Forwarded-For). */
export function fetchTransport(baseUrl: string, headers: Record<string, string> = {}): Transport {
  return async (request) => {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: { ...headers, ...request.headers },
      body: typeof request.body === 'string' ? request.body : request.body && new Uint8Array(request.body),
    });
    const answerHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      answerHeaders[name] = value;
    });
    return {
      status: response.status,
      headers: answerHeaders,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
}

export class ApiResponse {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: Buffer,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  text(): string {
    return this.body.toString('utf8');
  }

  json<T>(): T {
    return JSON.parse(this.text()) as T;
  }
}

export interface RequestOptions {
  /** A session token, sent as `Authorization: Bearer …`. */
  token?: string;
  json?: unknown;
  /** Text fields and files, sent as multipart/form-data the way a browser sends a form. */
  form?: { fields: Record<string, string>; files?: FilePart | readonly FilePart[] };
  headers?: Record<string, string>;
}

/** The one HTTP client of the tests, the browser tests' set-up and the screenshot scripts. */
export class ApiClient {
  constructor(readonly transport: Transport) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      const encoded = await multipart(options.form.fields, options.form.files);
      Object.assign(headers, encoded.headers);
      body = encoded.payload;
    }
    const response = await this.transport({ method, path, headers, body });
    return new ApiResponse(path, response.status, response.headers, response.body);
  }

  /** The JSON answer of a call that must succeed; anything else throws with the status and body. */
  async ok<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    const response = await this.request(method, path, options);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${response.text()}`);
    return response.json<T>();
  }
}
