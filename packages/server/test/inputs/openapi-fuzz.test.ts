import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { multipart } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DB = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const NUL = '\u0000';
// Values no field expects: NUL bytes, wrong types, huge and negative numbers, long strings, nesting.
const ODD_VALUES: unknown[] = [
  NUL,
  `a${NUL}b`,
  [NUL],
  { nested: NUL },
  123,
  1e308,
  -1,
  true,
  null,
  [],
  {},
  'x'.repeat(10_000),
  '1e20',
  '__proto__',
  // Lists with null or non-object elements (issue 40): a reader that expects objects must skip them.
  [null],
  [null, 'x', 1, [null]],
];
const ODD_QUERIES = [
  'q=%00&status=%00&sort=%00&id=%00&lang=%00',
  'page=1e20&pageSize=1e20',
  'page=1&page=2&status=new&status=bogus',
  'page=-1&pageSize=0&q[a]=1',
  `q=${'x'.repeat(5000)}`,
  'page=99999999999999999999999&id=00000000-0000-4000-8000-000000000000',
];
const ODD_RAW_BODIES = [
  '',
  '{}',
  '[]',
  'null',
  '"\\u0000"',
  '12',
  '{"a":',
  '{"__proto__":{"x":1}}',
  '[null]',
  '{"entry":[null],"data":[null],"items":[{"a":[null]}]}',
];
const ODD_PATH_VALUES = ['%00', 'a%00b', '1e20', 'x'.repeat(300), '00000000-0000-4000-8000-000000000000'];

// Session-ending routes go last, so the other requests still run signed in.
const ENDS_SESSION = /logout|sign-out|\/my\/data|change-password/;

/** The top-level property names a request body may have (for the odd values to land in real fields). */
function propertiesOf(operation: Operation): string[] {
  const names = new Set<string>();
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    const schemas = [media.schema, ...(media.schema?.anyOf ?? [])];
    for (const schema of schemas) for (const name of Object.keys(schema?.properties ?? {})) names.add(name);
  }
  return [...names];
}

// Issue 23, "Done when": every route and method of the API description, with odd bodies, queries and
// path parameters, as every role it admits: no answer is a 5xx.
describe(`fuzz of every route in /api/openapi.json (${DB})`, { timeout: 120_000 }, () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const auth: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    auth.adminBearer = await t.adminAuth();
    auth.customerPhoneSession = `Bearer ${await createSession(t.app.db, { role: 'customer', phone: '9580164128' })}`;
    auth.artistPhoneSession = `Bearer ${await createSession(t.app.db, { role: 'artist', phone: '9580164129' })}`;
  });
  afterAll(() => t.close());

  it('answers no request with a 5xx', async () => {
    // A form cut off inside its file, and one without its boundary (issue 40): every route that takes a body.
    const form = await multipart(
      { variety: 'Bridal', priceRange: '2000-3000', sidersType: 'arabic', stars: '5', fullName: 'Asha' },
      { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(2000, 'x') },
    );
    const BROKEN_FORMS = [
      {
        what: 'cut off',
        headers: form.headers,
        payload: form.payload.subarray(0, form.payload.length - 500),
      },
      { what: 'without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: form.payload },
    ];
    const failures: string[] = [];
    let sent = 0;
    const send = async (label: string, options: InjectOptions) => {
      sent += 1;
      const response = await t.app.inject(options);
      if (response.statusCode >= 500)
        failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
    };

    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      .sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
    expect(operations.length).toBeGreaterThan(30);

    for (const { path, method, operation } of operations) {
      const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      const headerSets: Record<string, string>[] = [
        {},
        ...schemes.filter((scheme) => auth[scheme]).map((scheme) => ({ authorization: auth[scheme]! })),
      ];
      const upper = method.toUpperCase() as InjectOptions['method'];
      const urls = ODD_PATH_VALUES.map((value) => path.replace(/\{[^}]+\}/g, value));
      const properties = propertiesOf(operation);
      const multipartForm = Object.keys(operation.requestBody?.content ?? {}).includes('multipart/form-data');
      const hasBody = upper !== 'GET' && upper !== 'HEAD';

      for (const headers of headerSets) {
        for (const url of urls) {
          for (const query of ODD_QUERIES)
            await send(`${method} ${url}?${query}`, { method: upper, url: `${url}?${query}`, headers });
        }
        if (!hasBody) continue;
        const url = urls.at(-1)!;
        for (const raw of ODD_RAW_BODIES) {
          await send(`${method} ${path} raw ${raw}`, {
            method: upper,
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: raw,
          });
        }
        for (const value of ODD_VALUES) {
          const body = Object.fromEntries([...properties, 'extra'].map((name) => [name, value]));
          await send(`${method} ${path} all fields ${JSON.stringify(value)?.slice(0, 20)}`, {
            method: upper,
            url,
            headers,
            payload: body as Record<string, unknown>,
          });
        }
        for (const name of properties) {
          await send(`${method} ${path} ${name}=NUL`, {
            method: upper,
            url,
            headers,
            payload: { [name]: `x${NUL}` },
          });
        }
        const fieldNames = [...properties, 'variety', 'priceRange', 'sidersType', 'fullName', 'address'];
        for (const value of [NUL, 'x'.repeat(5000), '{"a":']) {
          const form = await multipart(Object.fromEntries(fieldNames.map((name) => [name, value])));
          await send(`${method} ${path} multipart ${JSON.stringify(value).slice(0, 10)}`, {
            method: upper,
            url,
            headers: { ...headers, ...form.headers },
            payload: form.payload,
          });
        }
        for (const broken of BROKEN_FORMS) {
          await send(`${method} ${path} multipart ${broken.what}`, {
            method: upper,
            url,
            headers: { ...headers, ...broken.headers },
            payload: broken.payload,
          });
        }
        if (multipartForm) {
          const many = await multipart(
            Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, NUL])),
          );
          await send(`${method} ${path} multipart 40 fields`, {
            method: upper,
            url,
            headers: { ...headers, ...many.headers },
            payload: many.payload,
          });
        }
      }
    }
    console.log(
      `fuzz (${DB}): ${sent} requests to ${operations.length} operations, ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
  });
});
