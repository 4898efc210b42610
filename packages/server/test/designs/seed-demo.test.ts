import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  BOOKING_VARIETIES,
  PRICE_RANGES_BY_VARIETY,
  SIDERS_TYPES,
  type Design,
  type SidersDesign,
} from '@mehendi/shared';
import { seedDemoCatalogue } from '../../src/scripts/demo-catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SEED_SCRIPT = path.resolve(import.meta.dirname, '../../src/scripts/seed-demo.ts');

describe('demo catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills every variety, price range and siders type with served sample images, once', async () => {
    const first = await seedDemoCatalogue(t.app.db, t.app.storage, { perGroup: 1 });
    const groups = BOOKING_VARIETIES.flatMap((variety) =>
      PRICE_RANGES_BY_VARIETY[variety].map((range) => [variety, range]),
    );
    expect(first).toEqual({ designs: groups.length, sidersDesigns: SIDERS_TYPES.length, skipped: [] });

    for (const [variety, range] of groups) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/designs/${encodeURIComponent(variety ?? '')}/${range}`,
      });
      const designs = response.json<Design[]>();
      expect(designs, `${variety} ${range}`).toHaveLength(1);
    }
    for (const type of SIDERS_TYPES) {
      const designs = (await t.app.inject({ method: 'GET', url: `/api/siders-designs/${type}` })).json<
        SidersDesign[]
      >();
      expect(designs).toHaveLength(1);
      const image = await t.app.inject({ method: 'GET', url: designs[0]?.thumbPath ?? '' });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(320);
    }

    const second = await seedDemoCatalogue(t.app.db, t.app.storage, { perGroup: 1 });
    expect(second.designs + second.sidersDesigns).toBe(0);
    expect(second.skipped).toHaveLength(2);
  }, 120_000);
});

describe('npm run seed:demo', () => {
  it('refuses to run beside a server that holds the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-seed-'));
    try {
      // This test process plays the running server: its pid is alive.
      await writeFile(path.join(dataDir, 'server.lock'), String(process.pid));
      const child = spawn(process.execPath, ['--import', 'tsx', SEED_SCRIPT], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(`(pid ${process.pid}) is using ${dataDir}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
