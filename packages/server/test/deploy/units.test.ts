// deploy/'s systemd units and Prometheus files as the tools that read them see them (docs/deploy.md):
// `systemd-analyze verify` and `promtool check`, each skipped with a message where the tool is missing.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DEPLOY = path.join(ROOT, 'deploy');
const UNITS = ['mehendi.service', 'mehendi-backup.service', 'mehendi-backup.timer', 'mehendi-alert@.service'];

const has = (tool: string, ...args: string[]) => spawnSync(tool, args).status === 0;
const systemd = has('systemd-analyze', '--version');
const promtool = has('promtool', '--version');
if (!systemd) console.warn('Skipping systemd-analyze verify: systemd is not installed here.');
if (!promtool)
  console.warn('Skipping promtool check: Prometheus is not installed (apt-get install prometheus).');

describe('deploy/ units and rules', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-units-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.runIf(systemd)('systemd-analyze verify passes on the units', async () => {
    // The units name the VPS's paths; verify checks that every command exists, so they point here.
    for (const unit of UNITS) {
      const text = await readFile(path.join(DEPLOY, unit), 'utf8');
      await writeFile(
        path.join(dir, unit),
        text.replaceAll('/opt/mehendi', ROOT).replaceAll('/usr/bin/node', process.execPath),
      );
    }
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...UNITS], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(result.stderr + result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('keeps the app unit to hardening Node tolerates, on the readiness check', async () => {
    const unit = await readFile(path.join(DEPLOY, 'mehendi.service'), 'utf8');
    // V8's JIT and PGlite's WebAssembly write, then execute, memory.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute/m);
    for (const line of [
      'Restart=on-failure',
      'User=mehendi',
      'EnvironmentFile=/etc/mehendi/mehendi.env',
      'NoNewPrivileges=yes',
    ])
      expect(unit).toContain(line);
    expect(await readFile(path.join(DEPLOY, 'wait-ready.sh'), 'utf8')).toContain('/api/health/ready');
    // Caddy holds requests through a restart (docs/deploy.md#updates): retried connections, none reused, and
    // no active health check, with which Caddy 2.6 answers a POST 503 at once while the app restarts.
    const caddyfile = await readFile(path.join(DEPLOY, 'Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/lb_try_duration 30s/);
    expect(caddyfile).toMatch(/keepalive off/);
    expect(caddyfile).not.toMatch(/^\s*health_uri/m);
  });

  it.runIf(promtool)(
    'promtool accepts the scrape config and the alert rules, which fire when they should',
    async () => {
      const rules = spawnSync('promtool', ['check', 'rules', path.join(DEPLOY, 'prometheus/alerts.yml')], {
        encoding: 'utf8',
      });
      expect(rules.stdout).toContain('SUCCESS: 3 rules found');
      const config = (await readFile(path.join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8')).replace(
        '/etc/prometheus/mehendi-alerts.yml',
        path.join(DEPLOY, 'prometheus/alerts.yml'),
      );
      await writeFile(path.join(dir, 'prometheus.yml'), config);
      // Each alert fires on what it is about and stays quiet otherwise (deploy/prometheus/alerts.test.yml).
      const tested = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], {
        cwd: path.join(DEPLOY, 'prometheus'),
        encoding: 'utf8',
      });
      expect(tested.status, tested.stdout + tested.stderr).toBe(0);
      const checked = spawnSync('promtool', ['check', 'config', path.join(dir, 'prometheus.yml')], {
        encoding: 'utf8',
      });
      expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    },
  );
});
