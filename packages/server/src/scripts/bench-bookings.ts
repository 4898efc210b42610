// npm run bench:bookings: how many bookings a second one server process takes, and how fast it answers.
// It prepares a fresh database (a scratch database on BENCH_DATABASE_URL's PostgreSQL server, and/or a
// new PGlite DATA_DIR), creates the verified phone sessions directly in it (no SMS), starts the real
// server on it, posts bookings from 50 clients at once for BENCH_SECONDS (30) and prints bookings/s, the
// median and 99th-percentile answer times and the errors. See docs/speed.md#load-figure.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sessions } from '../auth/auth.schema';
import { saveOwnerSettings } from '../modules/settings';
import { hashToken, newToken } from '../auth/tokens';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { BOOKING_LIMITS, SESSION_TTL_MS } from '../limits';
import { createStorage } from '../storage/create-storage';
import { seedDemoCatalogue } from './demo-catalogue';
import { freePort } from '../../../../scripts/lib/free-port.mjs';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
// The per-phone limit (10 bookings a day) stays on the measured path, so each client moves on to its
// next verified number when one has booked its limit: 50 clients, each with enough numbers for 30 s.
const NUMBERS_PER_CLIENT = Number(process.env.BENCH_NUMBERS_PER_CLIENT ?? 120);
// The built server, as production runs it (the npm script builds it first).
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'packages/server/dist/server.mjs';
// Node's own flags for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it
// (Node refuses --cpu-prof in NODE_OPTIONS).
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

interface Target {
  label: string;
  env: Record<string, string>;
  database: Database;
  cleanup(): Promise<void>;
}

async function postgresTarget(serverUrl: string, dataDir: string): Promise<Target> {
  const name = `mm_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    database: await openPostgres(url.toString()),
    async cleanup() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgliteTarget(dataDir: string): Promise<Target> {
  return {
    label: 'PGlite (embedded)',
    env: {},
    database: await openPglite(dataDir),
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** The tokens of CLIENTS × NUMBERS_PER_CLIENT customer sessions, stored as a real sign-in stores them. */
async function createSessions(database: Database): Promise<string[][]> {
  const tokens: string[][] = [];
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS.customer);
  for (let client = 0; client < CLIENTS; client++) {
    const rows = [];
    const clientTokens: string[] = [];
    for (let n = 0; n < NUMBERS_PER_CLIENT; n++) {
      const token = newToken();
      clientTokens.push(token);
      const phone = `+919${String(client * NUMBERS_PER_CLIENT + n).padStart(9, '0')}`;
      rows.push({ tokenHash: hashToken(token), role: 'customer' as const, phone, expiresAt });
    }
    await database.db.insert(sessions).values(rows);
    tokens.push(clientTokens);
  }
  return tokens;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function bench(target: Target): Promise<void> {
  const dataDir = target.env.DATA_DIR!;
  console.log(`\n${target.label}: preparing a fresh database…`);
  await migrate(target.database);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  await seedDemoCatalogue(target.database.db, createStorage(config), { perGroup: 1 });
  const tokens = await createSessions(target.database);
  // BENCH_AUTO_OFFERS=0: the owner's switch off, to measure what offers to artists add to a booking
  // (docs/bookings.md#offers-to-artists); on by default, as in the product.
  if (process.env.BENCH_AUTO_OFFERS === '0')
    await saveOwnerSettings(target.database.db, { autoOffers: false });
  await target.database.close();

  const port = await freePort();
  const server = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Nobody receives texts here; the console provider is what the bench may use in production mode.
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      // A production build on this machine: no domain, proxy or backups to check (npm run doctor).
      CHECK_AT_START: 'false',
      // Each number books BOOKING_LIMITS.perPhone.max one-day bookings before the client moves on: what one
      // number may hold is raised to that (by default 3 bookings would answer 429 from the fourth on).
      HELD_BOOKINGS_PER_NUMBER: String(BOOKING_LIMITS.perPhone.max),
      HELD_DAYS_PER_NUMBER: String(BOOKING_LIMITS.perPhone.max),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (tries > 600 || server.exitCode !== null) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const designs = (await (await fetch(`${base}/api/designs/Bridal/2000-3000`)).json()) as {
      imagePath: string;
    }[];
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const body = JSON.stringify({
      fullName: 'Asha Patil',
      contactNumber: '9876543210',
      selectedDates: [date],
      selectedTime: 'Late Evening (9:00 PM onwards)',
      mehendiVariety: 'Bridal',
      priceRange: '2000-3000',
      selectedDesigns: [designs[0]!.imagePath],
      includeSiders: false,
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const post = (token: string) =>
      new Promise<number>((resolve) => {
        const request = http.request(
          `${base}/api/customers/add`,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', () => resolve(0));
        request.end(body);
      });

    console.log(`${target.label}: ${CLIENTS} clients posting bookings for ${SECONDS} s…`);
    const latencies: number[] = [];
    const errors = new Map<number, number>();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      tokens.map(async (clientTokens) => {
        let sent = 0;
        while (performance.now() < deadline) {
          const token = clientTokens[Math.floor(sent / BOOKING_LIMITS.perPhone.max)];
          if (!token) throw new Error('a client ran out of verified numbers: raise BENCH_NUMBERS_PER_CLIENT');
          const t0 = performance.now();
          const status = await post(token);
          latencies.push(performance.now() - t0);
          sent += 1;
          if (status !== 201) errors.set(status, (errors.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const failed = [...errors.values()].reduce((sum, n) => sum + n, 0);
    const ok = latencies.length - failed;
    console.log(
      `${target.label}: ${(ok / seconds).toFixed(0)} bookings/s (${ok} in ${seconds.toFixed(1)} s), ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `errors ${failed}${failed ? ` (${[...errors].map(([status, n]) => `${status || 'network'}: ${n}`).join(', ')})` : ''}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await target.cleanup();
  }
}

async function main(): Promise<void> {
  const which = process.argv.find((arg) => arg.startsWith('--db='))?.slice(5) ?? 'both';
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(`${os.cpus().length} CPU cores, Node ${process.version}`);
  if (which !== 'pglite') {
    if (serverUrl) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-bench-'));
      const target = await postgresTarget(serverUrl, dataDir);
      target.env.DATA_DIR = dataDir;
      await bench(target);
    } else {
      console.log(
        'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… (a server where it may create a database).',
      );
    }
  }
  if (which !== 'postgres') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-bench-'));
    const target = await pgliteTarget(dataDir);
    target.env.DATA_DIR = dataDir;
    await bench(target);
  }
}

main().catch((error: unknown) => {
  console.error('The booking benchmark failed:', error);
  process.exit(1);
});
