// deploy/Caddyfile in front of the built app (docs/deploy.md), the way a VPS runs them, on this machine:
// Debian's Caddy with `tls internal` (its own local certificate authority; no internet), high ports and
// the site `localhost`, checked over HTTPS with that authority. Needs `caddy` (apt-get install caddy) and
// the build (npm run build); without either it is skipped and says why. Run: npm run test:deploy.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  adminLogin,
  bookingPayload,
  daysFromToday,
  phoneSession,
  randomMobile,
  serverLogCodes,
  uploadToShelf,
  type Transport,
} from '@mehendi/test-client';
import type { NotificationEvent } from '../../src/modules/notifications/notifications.socket';
import { OFFER_LINK_RATE_LIMIT } from '../../src/limits';
import { freePort } from '../../../../scripts/lib/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(ROOT, 'packages/server/dist/server.mjs');
const WEB_INDEX = path.join(ROOT, 'packages/web/dist/index.html');
const ADMIN = { email: 'owner@deploy.example', password: 'deploy test password' };
const METRICS_TOKEN = 'deploy-test-metrics-token-0123456789abcdef';

const caddyMissing = spawnSync('caddy', ['version']).status !== 0;
const buildMissing = !existsSync(SERVER) || !existsSync(WEB_INDEX);
const skipReason = caddyMissing
  ? 'caddy is not installed (apt-get install caddy)'
  : buildMissing
    ? 'the build is missing (npm run build)'
    : null;
if (skipReason) console.warn(`Skipping the Caddy test: ${skipReason}.`);

/** The repository's Caddyfile with what a test machine needs instead of a domain; each part must be there. */
function adaptCaddyfile(text: string, ports: { http: number; https: number; app: number }): string {
  const swaps: [RegExp, string][] = [
    // The global options: no ACME account, high ports, no admin endpoint, the local CA kept out of the
    // system's trust store.
    [
      /^\{\n[^}]*\n\}\n/m,
      `{\n\thttp_port ${ports.http}\n\thttps_port ${ports.https}\n\tadmin off\n\tskip_install_trust\n}\n`,
    ],
    [/^mehendimarket\.in \{$/m, 'localhost {\n\ttls internal'],
    [/reverse_proxy 127\.0\.0\.1:3000 \{/, `reverse_proxy 127.0.0.1:${ports.app} {`],
  ];
  return swaps.reduce((adapted, [pattern, replacement]) => {
    if (!pattern.test(adapted)) throw new Error(`deploy/Caddyfile no longer has ${pattern}`);
    return adapted.replace(pattern, replacement);
  }, text);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over HTTPS trusting only Caddy's local CA, from `localAddress` (any 127.x on Linux). */
function request(
  url: string,
  options: {
    ca?: Buffer;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const outgoing = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: options.ca,
        localAddress: options.localAddress,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The tests' API client over HTTPS through Caddy. */
function httpsTransport(base: string, ca: Buffer, localAddress: string): Transport {
  return async ({ method, path: address, headers, body }) => {
    const answer = await request(`${base}${address}`, { ca, method, headers, body, localAddress });
    const flat: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) flat[name] = String(value);
    return { status: answer.status, headers: flat, body: answer.body };
  };
}

async function until<T>(what: string, attempt: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await attempt();
      if (value !== null) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s (${String(last)})`);
}

interface RunningCaddy {
  /** Its local CA, to trust. */
  ca: Buffer;
  stop(): Promise<void>;
}

/** deploy/Caddyfile run by Caddy from `dir`, on `ports`, in front of 127.0.0.1:`ports.app`. */
async function startCaddy(
  dir: string,
  ports: { http: number; https: number; app: number },
): Promise<RunningCaddy> {
  const caddyfile = path.join(dir, 'Caddyfile');
  const deployed = await readFile(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
  await writeFile(caddyfile, adaptCaddyfile(deployed, ports));
  const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'caddy-data'),
      XDG_CONFIG_HOME: path.join(dir, 'caddy-config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let caddyOutput = '';
  caddy.stderr!.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  const rootCert = path.join(dir, 'caddy-data/caddy/pki/authorities/local/root.crt');
  const ca = await until('Caddy making its local CA', async () => {
    if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyOutput}`);
    return existsSync(rootCert) ? readFile(rootCert) : null;
  });
  return {
    ca,
    async stop() {
      if (caddy.exitCode !== null) return;
      const exited = new Promise((resolve) => caddy.once('exit', resolve));
      caddy.kill('SIGTERM');
      await exited;
    },
  };
}

describe.skipIf(skipReason !== null)('Caddy in front of the built app', { timeout: 120_000 }, () => {
  let dir: string;
  let app: ChildProcess;
  let caddy: RunningCaddy;
  let appLog: string;
  let ca: Buffer;
  let site: string;
  let ports: { http: number; https: number; app: number };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-caddy-'));
    ports = { http: await freePort(), https: await freePort(), app: await freePort() };
    site = `https://localhost:${ports.https}`;
    appLog = path.join(dir, 'app.log');
    const log = createWriteStream(appLog);
    app = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        // As deploy/mehendi.env has it: on 127.0.0.1 only, behind the proxy.
        HOST: '127.0.0.1',
        PORT: String(ports.app),
        TRUST_PROXY: 'true',
        PUBLIC_URL: site,
        DATA_DIR: path.join(dir, 'data'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        METRICS_TOKEN,
        // Codes are read from the log (the console provider); the site is localhost, not a domain: the
        // production check would refuse both (npm run doctor has its own tests).
        SMS_PROVIDER: 'console',
        ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
        CHECK_AT_START: 'false',
        SHUTDOWN_DRAIN_SECONDS: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stdout!.pipe(log);
    app.stderr!.pipe(log);

    caddy = await startCaddy(dir, ports);
    ca = caddy.ca;
    await until('the app ready through Caddy', async () => {
      if (app.exitCode !== null) throw new Error(`the app exited:\n${await readFile(appLog, 'utf8')}`);
      const answer = await request(`${site}/api/health/ready`, { ca });
      return answer.status === 200 ? answer : null;
    });
  }, 120_000);

  afterAll(async () => {
    app?.kill('SIGTERM');
    await Promise.all([
      caddy?.stop(),
      app && app.exitCode === null ? new Promise((resolve) => app.once('exit', resolve)) : null,
    ]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves the home page and the API over HTTPS with the local CA', async () => {
    const home = await request(`${site}/`, { ca, headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    // Compressed by the app (its Brotli copy), not by Caddy: the proxy has no `encode`.
    expect(home.headers['content-encoding']).toBe('br');
    // HSTS once, from the app (PUBLIC_URL is https), not doubled by the proxy.
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const config = await request(`${site}/api/config`, { ca });
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body.toString())).toHaveProperty('contactName');
    const ready = await request(`${site}/api/health/ready`, { ca });
    expect(JSON.parse(ready.body.toString())).toEqual({ status: 'ready', down: [] });
  });

  it('redirects http:// to https://', async () => {
    const answer = await request(`http://localhost:${ports.http}/artists?x=1`);
    expect(answer.status).toBeGreaterThanOrEqual(301);
    expect(answer.status).toBeLessThanOrEqual(308);
    // Caddy 2.6 names no port in the redirect: right on the VPS, where HTTPS is on 443.
    expect(answer.headers.location).toBe('https://localhost/artists?x=1');
  });

  it("counts a per-address limit by the client's address, not the proxy's", async () => {
    // The one-tap offer links are limited per client address (OFFER_LINK_RATE_LIMIT). The client sets
    // X-Forwarded-For itself too, which Caddy must not pass on as the client's address.
    const open = async (localAddress: string, index: number) =>
      (
        await request(`${site}/api/offers/not-a-real-offer-${index}`, {
          ca,
          localAddress,
          headers: { 'x-forwarded-for': `198.51.100.${index % 250}` },
        })
      ).status;
    for (let index = 0; index < OFFER_LINK_RATE_LIMIT.max; index++)
      expect(await open('127.0.0.2', index)).toBe(404);
    expect(await open('127.0.0.2', 999)).toBe(429);
    // Another client behind the same proxy is not limited.
    expect(await open('127.0.0.3', 1000)).toBe(404);
  });

  it('carries a live notification over WebSocket through the proxy', async () => {
    const api = new ApiClient(httpsTransport(site, ca, '127.0.0.4'));
    const admin = await adminLogin(api, ADMIN);
    const socket = io(site, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 10_000,
      auth: { token: admin },
      ca: ca.toString(),
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const arrived = new Promise<NotificationEvent>((resolve) => socket.once('notification', resolve));
      // A customer books through the proxy: an upload (a form of a photo), a phone code, the booking.
      const design = await uploadToShelf(api, admin, {
        kind: 'designs',
        variety: 'Bridal',
        priceRange: '2000-3000',
      });
      const customer = await phoneSession(api, serverLogCodes(appLog), {
        role: 'customer',
        phone: randomMobile(),
      });
      await api.ok('POST', '/api/customers/add', {
        token: customer,
        json: bookingPayload(design, { fullName: 'Caddy Test', selectedDates: [daysFromToday(6)] }),
      });
      const event = await Promise.race([
        arrived,
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new Error('no notification')), 15_000),
        ),
      ]);
      expect(JSON.stringify(event)).toContain('Caddy Test');
    } finally {
      socket.close();
    }
  });

  it('refuses /metrics from outside without the token; the machine itself and the token are let in', async () => {
    const outside = await request(`${site}/metrics`, { ca });
    expect(outside.status).toBe(401);
    const wrong = await request(`${site}/metrics`, {
      ca,
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.status).toBe(401);
    const withToken = await request(`${site}/metrics`, {
      ca,
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect(withToken.body.toString()).toContain('mehendi_http_request_duration_seconds_count');
    // Prometheus on the VPS asks the app directly.
    const local = await request(`http://127.0.0.1:${ports.app}/metrics`);
    expect(local.status).toBe(200);
  });

  it('cuts a JSON body over 1 MB at the proxy, and lets a smaller one through to the app', async () => {
    // Caddy's own limit, in front of an upstream that reads every body whole: the app itself cuts JSON at
    // 256 KB, and its 413 could come back before Caddy had read 1 MB, hiding whether Caddy cuts at all.
    let largestReceived = 0;
    const reader = http.createServer((incoming, outgoing) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
      incoming.on('end', () => {
        largestReceived = Math.max(largestReceived, bytes);
        outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes }));
      });
    });
    await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
    const readerDir = await mkdtemp(path.join(dir, 'reader-'));
    const readerPorts = {
      http: await freePort(),
      https: await freePort(),
      app: (reader.address() as { port: number }).port,
    };
    const proxy = await startCaddy(readerDir, readerPorts);
    try {
      const post = (bytes: number) =>
        request(`https://localhost:${readerPorts.https}/api/admin/login`, {
          ca: proxy.ca,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(bytes) }),
        });
      // Under the limit: the reader gets it whole (once Caddy is up).
      const under = await until('a body under 1 MB through Caddy', async () => {
        const answer = await post(900 * 1024);
        return answer.status === 200 ? answer : null;
      });
      expect(JSON.parse(under.body.toString()).bytes).toBeGreaterThan(900 * 1024);
      // Over it: cut while it streams in. Caddy 2.6 answers 502 for a body over its limit (later versions
      // 413), or closes the connection before the client has written it all (a reset, not an answer).
      const over = await post(2 * 1024 * 1024).then(
        (answer) => answer.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect([413, 502, 'ECONNRESET', 'EPIPE']).toContain(over);
      expect(largestReceived).toBeLessThanOrEqual(1024 * 1024);
    } finally {
      await proxy.stop();
      await new Promise((resolve) => reader.close(resolve));
    }

    // Under both limits the body reaches the app, which reads it whole and answers the sign-in itself.
    const under = await request(`${site}/api/admin/login`, {
      ca,
      localAddress: '127.0.0.5',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(200 * 1024) }),
    });
    expect(under.status).toBe(401);
    expect(JSON.parse(under.body.toString())).toHaveProperty('error');
  });
});
