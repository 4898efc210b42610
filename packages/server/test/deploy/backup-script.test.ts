// deploy/mehendi-backup.sh and deploy/mehendi-alert.sh as the nightly timer runs them (docs/deploy.md#backups):
// a dated archive, the newest 14 kept, and a failure told to the owner's webhook.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

describe('the nightly backup script', { timeout: 120_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-backup-script-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a dated archive with npm run backup, keeps the newest 14, and fails with a failed backup', async () => {
    // `npm run backup` itself (the archive, the restore) is tested in test/backup/backup-restore.test.ts;
    // here an `npm` first on PATH stands in for it, writing what it is asked to, or failing.
    const bin = path.join(dir, 'bin');
    await mkdir(bin);
    await writeFile(
      path.join(bin, 'npm'),
      '#!/bin/sh\necho "$*" >>"$NPM_CALLS"\n[ -z "$NPM_FAILS" ] || exit 1\nfor last; do :; done\necho archive | gzip >"$last"\n',
      { mode: 0o755 },
    );
    const backups = path.join(dir, 'backups');
    await mkdir(backups);
    // Fifteen older nights, oldest first.
    const day = 24 * 3600;
    const now = Date.now() / 1000;
    for (let night = 15; night >= 1; night--) {
      const file = path.join(backups, `mehendi-old-${String(night).padStart(2, '0')}.gz`);
      await writeFile(file, 'an older archive');
      await utimes(file, now - night * day, now - night * day);
    }
    const calls = path.join(dir, 'npm-calls');
    const env = { PATH: `${bin}:${process.env.PATH}`, BACKUP_DIR: backups, NPM_CALLS: calls };
    const { stdout } = await run('sh', [path.join(ROOT, 'deploy/mehendi-backup.sh')], { env });
    expect(stdout).toMatch(/^Backup .*\/mehendi-\d{4}-\d{2}-\d{2}-\d{4}\.gz \(.+\); 14 kept\.$/m);
    expect(await readFile(calls, 'utf8')).toMatch(/^run --silent backup -- .*\/mehendi-[\d-]+\.gz$/m);
    const left = await readdir(backups);
    expect(left).toHaveLength(14);
    expect(left.filter((name) => !name.startsWith('mehendi-old-'))).toHaveLength(1);
    // The two oldest nights went.
    expect(left).not.toContain('mehendi-old-15.gz');
    expect(left).not.toContain('mehendi-old-14.gz');

    // A failed backup fails the unit (which alerts the owner) and deletes nothing.
    await expect(
      run('sh', [path.join(ROOT, 'deploy/mehendi-backup.sh')], { env: { ...env, NPM_FAILS: '1' } }),
    ).rejects.toThrow();
    expect(await readdir(backups)).toHaveLength(14);
  });

  it('fails without BACKUP_DIR, and the alert reaches the webhook', async () => {
    await expect(
      run('sh', [path.join(ROOT, 'deploy/mehendi-backup.sh')], { env: { PATH: process.env.PATH } }),
    ).rejects.toThrow(/BACKUP_DIR is not set/);

    const received: string[] = [];
    const hook = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.end('ok');
      });
    });
    hook.listen(0, '127.0.0.1');
    await once(hook, 'listening');
    try {
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/mehendi-alerts`;
      await run('sh', [path.join(ROOT, 'deploy/mehendi-alert.sh'), 'mehendi-backup.service'], {
        env: { PATH: process.env.PATH, ALERT_WEBHOOK_URL: url },
      });
      expect(received).toEqual([
        expect.stringMatching(/^Mehendi Market on .+: mehendi-backup\.service failed at /),
      ]);
      // Nobody to tell but the journal: the alert itself fails, so that shows too.
      await expect(
        run('sh', [path.join(ROOT, 'deploy/mehendi-alert.sh'), 'mehendi-backup.service'], {
          env: { PATH: process.env.PATH },
        }),
      ).rejects.toThrow(/only the journal was told/);
    } finally {
      hook.close();
    }
  });
});
