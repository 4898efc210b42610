// npm run bench:scale: how the console's reads and the CSV export behave as the bookings grow (1,000, 10,000,
// 100,000; BENCH_SIZES), on PGlite (in memory) and, when BENCH_DATABASE_URL names a PostgreSQL server, on a
// scratch database there. The bookings and artists are loaded as seed:load loads them (db/bulk-load.ts); the
// server runs in this process and answers real HTTP requests, one at a time, BENCH_RUNS (30) times each.
// Prints a Markdown table of median / p95 per read and the export's first byte, total time and the growth
// of the resident memory while it ran. See docs/speed.md#a-season-of-bookings.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { admins, sessions } from '../auth/auth.schema';
import { hashToken, newToken } from '../auth/tokens';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { loadArtists, loadBookings } from '../db/bulk-load';
import { ensureFirstAdmin } from '../modules/admin/admin.service';
import { artists } from '../modules/artists';
import { customerBookings } from '../modules/bookings';
import { HTTP_TIMEOUTS, SESSION_TTL_MS } from '../limits';

const execFileAsync = promisify(execFile);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
// Artists grow with the bookings, to 5,000 at 100,000 bookings.
const artistsFor = (bookings: number) => Math.max(50, Math.round(bookings / 20));

interface Target {
  label: string;
  database: Database;
  cleanup(): Promise<void>;
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `mm_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    label: 'PostgreSQL',
    database,
    async cleanup() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
const ms = (value: number) => value.toFixed(1);

async function session(database: Database, role: 'admin' | 'customer' | 'artist', phone: string | null) {
  const token = newToken();
  const [admin] = role === 'admin' ? await database.db.select({ id: admins.id }).from(admins).limit(1) : [];
  await database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    role,
    adminId: admin?.id ?? null,
    phone,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS.customer),
  });
  return `Bearer ${token}`;
}

async function timed(url: string, authorization: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    // The first two warm the caches and the plans.
    if (run >= 2) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The export's first byte, whole time, rows and the growth of the server's resident memory while it ran.
 * The download runs in a process of its own (bench-export-client.mjs): in this one, its decompressing and
 * reading counted as the server's memory.
 */
async function timedExport(url: string, authorization: string) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const client = fileURLToPath(new URL('./bench-export-client.mjs', import.meta.url));
  const { stdout } = await execFileAsync(process.execPath, [client, url, authorization]);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const { firstByte, total, lines } = JSON.parse(stdout) as {
    firstByte: number;
    total: number;
    lines: number;
  };
  return { firstByte, total, rows: lines - 1, growthMb: (peak - before) / 2 ** 20 };
}

async function bench(target: Target, rows: string[][]) {
  const { database } = target;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-scale-'));
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench password long enough',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  // PGlite runs on this process's one thread: loading 100,000 bookings holds the event loop for half a
  // minute, and when it lets go the client reuses its kept-alive socket in the same instant as the server's
  // 5-second keep-alive timer (overdue by then) closes it: the next request failed with ECONNRESET. The
  // bench's client and server share the thread, so the server keeps idle sockets open while it runs.
  const httpTimeouts = { ...HTTP_TIMEOUTS, keepAliveTimeoutMs: 60 * 60 * 1000 };
  const app = await buildApp({ config, database, logger: false, waitlistSweepMs: 0, httpTimeouts });
  await ensureFirstAdmin(app, config.admin);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  const admin = await session(database, 'admin', null);
  let loaded = 0;
  let artistsLoaded = 0;
  try {
    for (const size of SIZES) {
      const started = Date.now();
      const artistCount = artistsFor(size) - artistsLoaded;
      if (artistCount > 0) await loadArtists(database.db, artistCount, artistsLoaded + 1);
      artistsLoaded += Math.max(0, artistCount);
      await loadBookings(database.db, size - loaded, { from: loaded + 1 });
      loaded = size;
      await database.db.execute(sql`vacuum analyze`);
      console.error(
        `${target.label}: ${size} bookings loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );

      // A customer with bookings, an artist with jobs and a booking still to be assigned, from the data.
      const [someone] = await database.db
        .select({ phone: customerBookings.loginNumber, contact: customerBookings.contactNumber })
        .from(customerBookings)
        .where(eq(customerBookings.status, 'new'))
        .limit(1);
      const [job] = await database.db
        .select({ artistId: customerBookings.artistId })
        .from(customerBookings)
        .where(and(eq(customerBookings.status, 'confirmed')))
        .limit(1);
      const [open] = await database.db
        .select({ id: customerBookings.id })
        .from(customerBookings)
        .where(eq(customerBookings.status, 'new'))
        .orderBy(sql`${customerBookings.createdAt} desc`)
        .limit(1);
      const [artistRow] = await database.db
        .select({ phone: artists.phone })
        .from(artists)
        .where(eq(artists.id, job!.artistId!));
      const customer = await session(database, 'customer', someone!.phone);
      const artist = await session(database, 'artist', artistRow!.phone);
      const statuses = ['new', 'confirmed', 'completed', 'cancelled', 'waitlisted'] as const;
      const counts: Record<string, number> = {};
      for (const status of ['all', ...statuses]) {
        const filter = status === 'all' ? '' : `&status=${status}`;
        const answer = (await (
          await fetch(`${base}/customers/all?pageSize=20${filter}`, { headers: { authorization: admin } })
        ).json()) as { total: number };
        counts[status] = Math.max(1, Math.ceil(answer.total / 20));
      }
      const spaced = `${someone!.phone.slice(0, 5)} ${someone!.phone.slice(5)}`;
      const reads: [string, string, string][] = [
        ['bookings, first page', `/customers/all?page=1&pageSize=20`, admin],
        ['bookings, last page', `/customers/all?page=${counts.all}&pageSize=20`, admin],
        ...statuses.flatMap((status): [string, string, string][] => [
          [`tab ${status}, first page`, `/customers/all?status=${status}&page=1&pageSize=20`, admin],
          [
            `tab ${status}, last page`,
            `/customers/all?status=${status}&page=${counts[status]}&pageSize=20`,
            admin,
          ],
        ]),
        // A surname an eighth of the bookings have, and a venue a quarter have: the many-matches case.
        ['search by name', `/customers/all?q=${encodeURIComponent('पाटील')}&page=1`, admin],
        ['search by number (spaced)', `/customers/all?q=${encodeURIComponent(spaced)}&page=1`, admin],
        ['search by venue', `/customers/all?q=${encodeURIComponent('Jayanagar')}&page=1`, admin],
        ['search by pincode', `/customers/all?q=560012&page=1`, admin],
        ['overview', '/admin/overview', admin],
        ['candidates for a booking', `/customers/${open!.id}/candidates`, admin],
        ["a booking's details", `/customers/all?id=${open!.id}&page=1`, admin],
        ['My bookings', '/my/bookings', customer],
        ['My jobs', '/my/jobs', artist],
      ];
      for (const [read, url, authorization] of reads) {
        const times = await timed(base + url, authorization);
        rows.push([target.label, String(size), read, ms(percentile(times, 50)), ms(percentile(times, 95))]);
      }
      const exported = await timedExport(`${base}/customers/export.csv`, admin);
      if (exported.rows !== size) throw new Error(`the export had ${exported.rows} rows of ${size}`);
      rows.push([
        target.label,
        String(size),
        `export CSV: first byte ${ms(exported.firstByte)} ms, memory +${exported.growthMb.toFixed(0)} MB`,
        '',
        `${ms(exported.total)} (whole)`,
      ]);
      console.error(`${target.label}: ${size} measured`);
    }
  } finally {
    await app.close();
    await target.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=postgres measures PostgreSQL alone.
const targets: (() => Promise<Target>)[] =
  process.env.BENCH_ONLY === 'postgres'
    ? []
    : [
        async () => {
          const database = await openPglite(null);
          return { label: 'PGlite', database, cleanup: () => database.close() };
        },
      ];
if (process.env.BENCH_DATABASE_URL) targets.push(() => postgresTarget(process.env.BENCH_DATABASE_URL!));
else console.error('BENCH_DATABASE_URL is not set: PGlite only');

const rows: string[][] = [];
try {
  for (const target of targets) await bench(await target(), rows);
} finally {
  // What was measured, even when a later step failed.
  console.log('\n| Database | Bookings | Read | Median ms | p95 ms |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
