import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth } from '../helpers/server-process';

// These start real processes on PGlite in a temp folder: what `npm start` does on a fresh clone.
describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-process-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const env = async () => ({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: 'owner@test.example',
    ADMIN_PASSWORD: 'owner password',
  });

  it('refuses to start with a bad setting, naming every bad variable', async () => {
    const server = startServer({
      ...(await env()),
      PORT: 'eighty',
      SUPPORT_EMAIL: 'not-an-email',
      OWNER_ALERT_NUMBERS: '98765 43210, 12345',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('SUPPORT_EMAIL');
    expect(server.output()).toContain("OWNER_ALERT_NUMBERS: '12345' is not an Indian mobile number");
  });

  it('reads settings from a .env file in its working folder; the environment wins', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mehendi-envfile-'));
    try {
      const port = await freePort();
      await writeFile(
        path.join(folder, '.env'),
        ['SUPPORT_EMAIL=help@from-file.example', 'CONTACT_NAME=From File'].join('\n'),
      );
      const { DATA_DIR: _inFolder, ...settings } = await env();
      const server = startServer(
        { ...settings, PORT: String(port), CONTACT_NAME: 'From Environment' },
        folder,
      );
      try {
        await waitForHealth(server);
        const config = (await (await fetch(`${server.url}/api/config`)).json()) as Record<string, string>;
        expect(config).toMatchObject({
          supportEmail: 'help@from-file.example',
          contactName: 'From Environment',
        });
        // DATA_DIR's default, ./data, is the working folder's.
        expect(existsSync(path.join(folder, 'data', 'server.lock'))).toBe(true);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('serves, refuses a second server on the same data folder, stops cleanly and keeps its data', async () => {
    const first = startServer(await env());
    await waitForHealth(first);
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@test.example', password: 'owner password' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const second = startServer(await env());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Mehendi Market server \(pid \d+\) is using/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The session written before the shutdown is still there after a restart on the same folder.
    const third = startServer(await env());
    await waitForHealth(third);
    const dashboard = await fetch(`${third.url}/api/admin/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dashboard.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
