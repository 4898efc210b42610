// The product the screenshot scripts photograph: built web app and server on a fresh, seeded data folder.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/free-port.mjs';

export const SHOTS_ADMIN = { email: 'admin@shots.example', password: 'screenshots password' };

/**
 * The built product on a fresh data folder seeded with the demo catalogue; stop() removes it. `root` is the
 * checkout whose build runs (another one for a baseline: bench:web's BENCH_BASELINE_DIR).
 */
export async function startProduct({ root = '.' } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-shots-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: SHOTS_ADMIN.email,
    ADMIN_PASSWORD: SHOTS_ADMIN.password,
    SMS_PROVIDER: 'console',
    // Codes are read from the server log; production refuses that unless told (docs/decisions.md).
    ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
    // A production build on this machine: no domain, proxy or backups to check (npm run doctor).
    CHECK_AT_START: 'false',
    LOG_LEVEL: 'info',
  };
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/scripts/seed-demo.ts'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the demo catalogue failed');
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['packages/server/dist/server.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 240) throw new Error(`server did not start; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    logFile,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
