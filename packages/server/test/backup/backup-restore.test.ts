// npm run backup / npm run restore (docs/operations.md#backup-and-restore): a backup taken while bookings
// stream in holds every booking answered before it began, with its images, and restores into a new folder.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CustomerBooking } from '@mehendi/shared';
import { createSession } from '../../src/auth/sessions.repository';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth, type ServerProcess } from '../helpers/server-process';
import { processDatabase, type ProcessDatabase } from '../durability/process-database';
import { PROCESS_ENV, adminToken, bookingOf, postBooking, uploadDesign } from '../durability/process-client';

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const SCRIPTS = path.resolve(import.meta.dirname, '../../src/scripts');
const WORKERS = 4;
// Three bookings a number: what one number may hold at once (docs/security.md#what-one-number-can-hold).
const CUSTOMER_PHONES = 400;

/** Runs `npm run backup` / `npm run restore`'s script with the given settings. */
function runScript(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, path.join(SCRIPTS, `${name}.ts`), file], {
      env: { ...process.env, ...PROCESS_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`backup while serving, restore into a new place (${kind})`, () => {
  const folders: string[] = [];
  const databases: ProcessDatabase[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    for (const database of databases) await database.drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  async function place() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-bk-'));
    folders.push(dataDir);
    const database = await processDatabase(dataDir);
    databases.push(database);
    return { dataDir, database, env: { ...database.env, DATA_DIR: dataDir } };
  }

  async function start(env: Record<string, string>) {
    const server = startServer({ ...PROCESS_ENV, ...env, PORT: String(await freePort()) });
    servers.push(server);
    await waitForHealth(server);
    return server;
  }

  it('keeps every booking answered before the backup began, with its images', async () => {
    const source = await place();
    const tokens = await source.database.use(async (db) => {
      const made: string[] = [];
      for (let i = 0; i < CUSTOMER_PHONES; i++) {
        made.push(await createSession(db, { role: 'customer', phone: `+9198${String(i).padStart(8, '0')}` }));
      }
      return made;
    });
    const server = await start(source.env);
    const design = await uploadDesign(server.url, await adminToken(server.url), 'Bridal', '2000-3000');

    const answered: { contactNumber: string; at: number }[] = [];
    let stop = false;
    let next = 0;
    const stream = Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (!stop) {
          const n = next++;
          const contactNumber = `9${String(n).padStart(9, '0')}`;
          const response = await postBooking(
            server.url,
            tokens[Math.floor(n / 3)]!,
            bookingOf(design, contactNumber),
          );
          if (response.status !== 201)
            throw new Error(`booking ${n}: ${response.status} ${await response.text()}`);
          answered.push({ contactNumber, at: performance.now() });
        }
      }),
    );
    // However slow the machine, the backup starts with bookings already answered and more coming.
    while (answered.length < 12) await new Promise((resolve) => setTimeout(resolve, 50));
    const archive = path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.backup.gz`);
    folders.push(archive);
    const backupStartedAt = performance.now();
    const backup = await runScript('backup', archive, source.env);
    const backupEndedAt = performance.now();
    stop = true;
    await stream;
    expect(backup.code, backup.output).toBe(0);
    // The server kept answering while the backup was taken.
    expect(answered.some(({ at }) => at > backupStartedAt && at < backupEndedAt)).toBe(true);
    const before = answered.filter((booking) => booking.at < backupStartedAt).map((b) => b.contactNumber);
    expect(before.length).toBeGreaterThanOrEqual(12);

    const target = await place();
    const restored = await runScript('restore', archive, target.env);
    expect(restored.code, restored.output).toBe(0);
    const again = await runScript('restore', archive, target.env);
    expect(again.code).not.toBe(0);
    expect(again.output).toMatch(/Refusing to restore/);

    const copy = await start(target.env);
    const response = await fetch(`${copy.url}/api/customers/all`, {
      headers: { authorization: `Bearer ${await adminToken(copy.url)}` },
    });
    const bookings = (await response.json()) as CustomerBooking[];
    const byContact = new Map(bookings.map((booking) => [booking.contactNumber, booking]));
    for (const contactNumber of before) {
      const booking = byContact.get(contactNumber);
      expect(booking, `booking ${contactNumber} answered before the backup`).toBeDefined();
      for (const image of booking!.selectedDesigns) {
        const file = await fetch(`${copy.url}${image}`);
        expect(file.status, image).toBe(200);
        const original = await fetch(`${server.url}${image}`);
        expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(
          true,
        );
      }
    }
    // The catalogue came back too, image and all.
    const catalogue = await fetch(`${copy.url}/api/designs/Bridal/2000-3000`);
    const [restoredDesign] = (await catalogue.json()) as { imagePath: string }[];
    expect((await fetch(`${copy.url}${restoredDesign!.imagePath}`)).status).toBe(200);
  }, 300_000);

  it('refuses an archive that is not a complete backup', async () => {
    const target = await place();
    const bogus = path.join(target.dataDir, '..', `${path.basename(target.dataDir)}.bogus.gz`);
    folders.push(bogus);
    await writeFile(bogus, 'not a backup');
    const result = await runScript('restore', bogus, target.env);
    expect(result.code).not.toBe(0);
  }, 120_000);
});
