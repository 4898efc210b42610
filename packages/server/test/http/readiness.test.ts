import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../src/storage/local-disk-storage';
import type { Storage } from '../../src/storage/storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth } from '../helpers/server-process';

// GET /api/health is liveness; GET /api/health/ready says whether every part answers (docs/api.md).
describe('readiness', { timeout: 180_000 }, () => {
  const opened: TestApp[] = [];
  const open = async (...args: Parameters<typeof createTestApp>) => {
    const ctx = await createTestApp(...args);
    opened.push(ctx);
    return ctx;
  };
  afterAll(async () => {
    for (const ctx of opened) await ctx.close();
  });
  const ready = (ctx: TestApp) => ctx.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 200 when the database and the storage answer', async () => {
    const ctx = await open();
    const response = await ready(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', down: [] });
  });

  it('answers 503 naming the storage when the bucket does not answer; liveness stays 200', async () => {
    const unreachable: Storage = {
      put: () => Promise.reject(new Error('bucket away')),
      get: () => Promise.reject(new Error('bucket away')),
      delete: () => Promise.reject(new Error('bucket away')),
      url: (key) => `/uploads/${key}`,
    };
    const ctx = await open({}, { storage: unreachable });
    const response = await ready(ctx);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', down: ['storage'] });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming the storage when the uploads folder has no room left', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-ready-'));
    const full = new LocalDiskStorage(dir, () => Promise.resolve(10 * 1024 ** 2));
    const ctx = await open({}, { storage: full });
    const response = await ready(ctx);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', down: ['storage'] });
    await rm(dir, { recursive: true, force: true });
  });

  it('writes no request line for each readiness probe (Caddy asks every 2 s); liveness keeps its line', async () => {
    const lines: string[] = [];
    const ctx = await open({}, { logStream: { write: (line: string) => void lines.push(line) } });
    await ready(ctx);
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const routes = lines.map((line) => (JSON.parse(line) as { route?: string }).route).filter(Boolean);
    expect(routes).toEqual(['/api/health']);
  });

  it('answers 503 naming Redis when the configured Redis is away', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-ready-'));
    const ctx = await open({}, { redis, storage: new LocalDiskStorage(dir) });
    const response = await ready(ctx);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not ready', down: ['redis'] });
    redis.disconnect();
    await rm(dir, { recursive: true, force: true });
  });

  it.runIf(process.env.TEST_REDIS_URL)('answers 200 with a reachable Redis', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const ctx = await open({}, { redis });
    expect((await ready(ctx)).statusCode).toBe(200);
    await redis.quit();
  });

  it('answers 503 from the start of shutdown while requests are still served', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-ready-'));
    const port = String(await freePort());
    const server = startServer({ PORT: port, DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '3' });
    try {
      await waitForHealth(server);
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      server.child.kill('SIGTERM');
      await expect
        .poll(async () => (await fetch(`${server.url}/api/health/ready`)).status, { timeout: 2500 })
        .toBe(503);
      // Still serving during the drain: the load balancer has time to notice before connections close.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
