// npm run bench:api (after npm run build): the built server against a bare Fastify hello-world in the
// same run, with autocannon at 100 connections. Prints the catalogue list's requests per second, the
// ratio of the two, p99 latency and errors, and how soon the server answers /api/health when started
// on an existing data folder. On PGlite, and also on PostgreSQL when DATABASE_URL is set (a scratch
// database on that server, dropped afterwards). A benchmark, not a test: figures depend on the machine,
// so the two servers are loaded in turns (BENCH_ROUNDS, each starting with the other one than the last)
// and the restart is timed several times (BENCH_RESTARTS); the verdicts use the medians.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  adminLogin,
  ApiClient,
  daysFromToday,
  fetchTransport,
  samplePhoto,
  uploadToShelf,
} from '@mehendi/test-client';
import { median } from './bench-stats.mjs';
import { freePort } from './lib/free-port.mjs';
import { postApplication, postBooking } from './shots-records.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(root, 'packages/server/dist/server.mjs');
const ADMIN = { email: 'bench@example.in', password: 'bench password 123' };
const LIST = '/api/designs/Bridal/2000-3000';
const DESIGNS = 12;
// A month of the booking form's calendar (docs/bookings.md#places-and-availability).
const AVAILABILITY = `/api/availability?from=${daysFromToday(1)}&to=${daysFromToday(31)}&variety=Bridal`;
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 5);
const TARGETS = { ratio: 0.6, p99: 25, startMs: 1500 };
// A browser's request: the list comes back Brotli-compressed from memory.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

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

/**
 * CPU time a process (`pid`) or one of its threads (`pid/task/tid`) has used, from /proc on Linux: a
 * figure a busy machine spoils less than the time on the clock.
 */
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
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      // No text is sent in this run; production refuses the console provider unless told.
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      // A production build on this machine: no domain, proxy or backups to check (npm run doctor).
      CHECK_AT_START: 'false',
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
  return {
    child,
    url,
    readyMs: performance.now() - started,
    readyCpuMs: cpuMsOf(child.pid),
    readyMainThreadCpuMs: cpuMsOf(`${child.pid}/task/${child.pid}`),
  };
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

/** Places to count: three approved artists who work any time, and two bookings holding two of their days. */
async function addArtistsAndBookings(url, dataDir) {
  const product = { baseUrl: url, logFile: path.join(dataDir, 'server.log') };
  const api = new ApiClient(fetchTransport(url));
  const token = await adminLogin(api, ADMIN);
  for (const [i, name] of ['Asha Bench', 'Meera Bench', 'Sunita Bench'].entries()) {
    const artist = await postApplication(product, name, ['Bridal', 'Engagement'], i * 60);
    await api.ok('PATCH', `/api/artists/${artist.id}/review`, { token, json: { status: 'approved' } });
  }
  for (const name of ['Priya Bench', 'Kavya Bench']) await postBooking(product, name);
  const answer = await api.ok('GET', AVAILABILITY);
  if (answer.days.length !== 31) throw new Error(`expected 31 days of places, got ${answer.days.length}`);
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
    // Stopped and started again several times: no waiting for a load balancer at each stop.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...env,
  };
  let server = await startServer(serverEnv);
  try {
    await uploadDesigns(server.url);
    await addArtistsAndBookings(server.url, dataDir);
    // Started again on the folder (and database) that now exists: how soon it is ready.
    const restarts = [];
    for (let i = 0; i < RESTARTS; i++) {
      await stop(server.child);
      server = await startServer(serverEnv);
      restarts.push(server);
    }
    const hello = await startHelloWorld();
    try {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Which goes first alternates, so a machine slowing down or speeding up during the run favours
        // neither (one order only would always put the same one in the later, slower or faster, minute).
        const loadBare = () => load(`${hello.url}/`);
        const loadList = () => load(`${server.url}${LIST}`, BROWSER_HEADERS);
        const loadPlaces = () => load(`${server.url}${AVAILABILITY}`, BROWSER_HEADERS);
        let bare, list, places;
        if (i % 2 === 0) {
          bare = await loadBare();
          list = await loadList();
          places = await loadPlaces();
        } else {
          places = await loadPlaces();
          list = await loadList();
          bare = await loadBare();
        }
        rounds.push({ bare, list, places, ratio: list.rps / bare.rps, placesRatio: places.rps / bare.rps });
      }
      const ratio = median(rounds.map((round) => round.ratio));
      const p99 = median(rounds.map((round) => round.list.p99));
      const errors = rounds.reduce((sum, round) => sum + round.list.errors, 0);
      const readyMs = median(restarts.map((restart) => restart.readyMs));
      const verdict = (ok) => (ok ? 'ok' : 'MISSED');
      const ms = (values) => values.map((value) => value.toFixed(0)).join(', ');
      console.log(`\n${label}`);
      console.log(
        `  ready after start on an existing data folder (${RESTARTS} restarts): ${ms(restarts.map((r) => r.readyMs))} ms` +
          `; median ${readyMs.toFixed(0)} ms (target ≤ ${TARGETS.startMs} ms: ${verdict(readyMs <= TARGETS.startMs)})`,
      );
      if (restarts[0].readyCpuMs !== null) {
        console.log(
          `    CPU until ready, median: ${median(restarts.map((r) => r.readyMainThreadCpuMs))} ms on the main thread, ` +
            `${median(restarts.map((r) => r.readyCpuMs))} ms in all threads`,
        );
      }
      for (const [i, round] of rounds.entries()) {
        console.log(
          `  round ${i + 1}: hello-world ${round.bare.rps.toFixed(0)} req/s (p99 ${round.bare.p99} ms, errors ${round.bare.errors}); ` +
            `GET ${LIST} (${DESIGNS} designs, Brotli) ${round.list.rps.toFixed(0)} req/s (p99 ${round.list.p99} ms, errors ${round.list.errors}); ` +
            `ratio ${round.ratio.toFixed(2)}; ` +
            `GET /api/availability (31 days) ${round.places.rps.toFixed(0)} req/s (p99 ${round.places.p99} ms, errors ${round.places.errors}); ` +
            `ratio ${round.placesRatio.toFixed(2)}`,
        );
      }
      // A figure beside the list's, not a target of its own: the answer is kept in memory as the list is.
      console.log(
        `  availability: median ratio ${median(rounds.map((round) => round.placesRatio)).toFixed(2)}, ` +
          `median p99 ${median(rounds.map((round) => round.places.p99))} ms, ` +
          `errors ${rounds.reduce((sum, round) => sum + round.places.errors, 0)}`,
      );
      console.log(
        `  median ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio}: ${verdict(ratio >= TARGETS.ratio)}), ` +
          `median p99 ${p99} ms (target ≤ ${TARGETS.p99} ms: ${verdict(p99 <= TARGETS.p99)}), ` +
          `errors ${errors} (${verdict(errors === 0)})`,
      );
      return ratio >= TARGETS.ratio && p99 <= TARGETS.p99 && errors === 0 && readyMs <= TARGETS.startMs;
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
  `bench:api — ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds, ${os.cpus().length} CPUs, ` +
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
