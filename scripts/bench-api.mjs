// npm run bench:api (after npm run build): the built server against a bare Fastify hello-world in the
// same run, with autocannon at 100 connections. Prints the catalogue list's requests per second, the
// ratio of the two, p99 latency and errors, and how soon the server answers /api/health when started
// on an existing data folder. On PGlite, and also on PostgreSQL when DATABASE_URL is set (a scratch
// database on that server, dropped afterwards). A benchmark, not a test: figures depend on the machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { adminLogin, ApiClient, fetchTransport, samplePhoto, uploadToShelf } from '@mehendi/test-client';

const root = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(root, 'packages/server/dist/server.mjs');
const ADMIN = { email: 'bench@example.in', password: 'bench password 123' };
const LIST = '/api/designs/Bridal/2000-3000';
const DESIGNS = 12;
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGETS = { ratio: 0.6, p99: 25, startMs: 1500 };
// A browser's request: the list comes back Brotli-compressed from memory.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer`);
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** CPU time a process has used (all its threads), from /proc on Linux: a figure a busy machine spoils less. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 1/100 s
  } catch {
    return null;
  }
}

async function startServer(env) {
  const port = await freePort();
  // The log goes to a file, as in production, not through this process (which runs the load).
  const logFile = path.join(env.DATA_DIR, 'server.log');
  const log = openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // No text is sent in this run; production refuses the console provider unless told.
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, child);
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8'));
    throw error;
  }
  return { child, url, readyMs: performance.now() - started, readyCpuMs: cpuMsOf(child.pid) };
}

async function startHelloWorld() {
  const port = await freePort();
  const source = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: path.join(root, 'packages/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { child, url };
}

async function uploadDesigns(url) {
  const api = new ApiClient(fetchTransport(url));
  const token = await adminLogin(api, ADMIN);
  const shelf = { kind: 'designs', variety: 'Bridal', priceRange: '2000-3000' };
  for (let i = 0; i < DESIGNS; i++) await uploadToShelf(api, token, shelf, await samplePhoto(i * 30));
  const list = await api.ok('GET', LIST);
  if (list.length !== DESIGNS) throw new Error(`expected ${DESIGNS} designs, the list has ${list.length}`);
}

async function load(url, headers = {}) {
  // A short warm-up first, so both servers are measured with their code optimised.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.average,
  };
}

async function benchOne(label, env) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-bench-api-'));
  const serverEnv = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    SMS_PROVIDER: 'console',
    ...env,
  };
  let server = await startServer(serverEnv);
  try {
    await uploadDesigns(server.url);
    await stop(server.child);
    // Started again on the folder (and database) that now exists: how soon it is ready.
    server = await startServer(serverEnv);
    const hello = await startHelloWorld();
    try {
      const bare = await load(`${hello.url}/`);
      const list = await load(`${server.url}${LIST}`, BROWSER_HEADERS);
      const ratio = list.rps / bare.rps;
      const verdict = (ok) => (ok ? 'ok' : 'MISSED');
      console.log(`\n${label}`);
      console.log(
        `  ready after start on an existing data folder: ${server.readyMs.toFixed(0)} ms` +
          (server.readyCpuMs === null ? '' : `, ${server.readyCpuMs} ms of CPU`) +
          ` (target ≤ ${TARGETS.startMs} ms: ${verdict(server.readyMs <= TARGETS.startMs)})`,
      );
      console.log(
        `  bare Fastify hello-world: ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms, errors ${bare.errors}`,
      );
      console.log(
        `  GET ${LIST} (${DESIGNS} designs, Brotli): ${list.rps.toFixed(0)} req/s, p99 ${list.p99} ms, errors ${list.errors}`,
      );
      console.log(
        `  ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio}: ${verdict(ratio >= TARGETS.ratio)}), ` +
          `p99 ${verdict(list.p99 <= TARGETS.p99)} (target ≤ ${TARGETS.p99} ms), errors ${verdict(list.errors === 0)}`,
      );
      return ratio >= TARGETS.ratio && list.p99 <= TARGETS.p99 && list.errors === 0;
    } finally {
      await stop(hello.child);
    }
  } finally {
    await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function withScratchPostgres(serverUrl, work) {
  const name = `mm_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

console.log(
  `bench:api — ${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} CPUs, ` +
    `load average ${os.loadavg()[0].toFixed(1)}`,
);
let allMet = await benchOne('PGlite (embedded)', { DATABASE_URL: '', REDIS_URL: '' });
if (process.env.DATABASE_URL) {
  allMet =
    (await withScratchPostgres(process.env.DATABASE_URL, (url) =>
      benchOne('PostgreSQL (DATABASE_URL)', { DATABASE_URL: url }),
    )) && allMet;
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL to a server where a scratch database may be created)');
}
console.log(allMet ? '\nAll targets met.' : '\nSome targets were missed (see MISSED above).');
