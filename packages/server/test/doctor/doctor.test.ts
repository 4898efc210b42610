// `npm run doctor` and the production start (docs/deploy.md#the-check-before-start): a development .env
// passes with warnings; each broken production setting is an error naming its fix, and stops the start.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SENDABLE_TEMPLATE_KEYS, templateSettingSuffix } from '@mehendi/shared';
import { machineProbes, runDoctor, type DoctorProbes, type Finding } from '../../src/doctor/doctor';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer } from '../helpers/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DOCTOR = path.join(ROOT, 'packages/server/src/scripts/doctor.ts');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const GIB = 1024 ** 3;

/** The machine as a healthy VPS answers: room on the disk, the clock synchronised, Caddy serving the site. */
const healthy: DoctorProbes = {
  freeBytes: () => Promise.resolve(40 * GIB),
  clockSynced: () => Promise.resolve(true),
  caddyfile: () => 'mehendimarket.in {\n\treverse_proxy 127.0.0.1:3000\n}\n',
  postgres: () => Promise.resolve(),
  redis: () => Promise.resolve(),
};

/** Runs the doctor script in `cwd` with `env` (and nothing of this process's settings); its exit and output. */
function runScript(
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => ['PATH', 'HOME', 'TMPDIR'].includes(name)),
  );
  const child = spawn(process.execPath, ['--import', TSX_LOADER, DOCTOR], {
    cwd,
    env: { ...inherited, DOCTOR_CADDYFILE: path.join(cwd, 'no-Caddyfile'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run doctor', { timeout: 120_000 }, () => {
  let dir: string;
  let production: Record<string, string>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-doctor-'));
    await mkdir(path.join(dir, 'web'), { recursive: true });
    await writeFile(path.join(dir, 'web/index.html'), '<!doctype html>');
    await writeFile(path.join(dir, 'a-file'), 'not a folder');
    const templates = Object.fromEntries(
      SENDABLE_TEMPLATE_KEYS.map((key) => [`MSG91_TEMPLATE_${templateSettingSuffix(key)}`, `dlt-${key}`]),
    );
    production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://mehendimarket.in',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(dir, 'data'),
      BACKUP_DIR: path.join(dir, 'backups'),
      WEB_DIST_DIR: path.join(dir, 'web'),
      ADMIN_EMAIL: 'owner@mehendimarket.in',
      ADMIN_PASSWORD: 'Kq7vR2mXw9pLt4',
      METRICS_TOKEN: 'a3f9c1e07b5d48e2a6c9f0b1d7e3a5c8f2b4d6e8',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-auth-key-of-the-shop',
      MSG91_SENDER_ID: 'MEHNDI',
      ...templates,
    };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const errorsOf = (findings: Finding[]) => findings.filter((found) => found.level === 'error');

  it('passes a production VPS set up as docs/deploy.md says', async () => {
    expect(errorsOf(await runDoctor(production, healthy))).toEqual([]);
  });

  const broken: [string, Record<string, string | undefined>, Partial<DoctorProbes>, string, RegExp][] = [
    ['PUBLIC_URL unset', { PUBLIC_URL: undefined }, {}, 'settings', /PUBLIC_URL: required in production/],
    ['PUBLIC_URL over http', { PUBLIC_URL: 'http://mehendimarket.in' }, {}, 'PUBLIC_URL', /is not https/],
    ['PUBLIC_URL an address', { PUBLIC_URL: 'https://203.0.113.5' }, {}, 'PUBLIC_URL', /not a domain/],
    [
      'PUBLIC_URL not the proxy site',
      { PUBLIC_URL: 'https://other.in' },
      {},
      'PUBLIC_URL',
      /not a site of the Caddyfile \(mehendimarket\.in\)/,
    ],
    ['ADMIN_PASSWORD short', { ADMIN_PASSWORD: 'Kq7vR2mXw9' }, {}, 'ADMIN_PASSWORD', /has 10 characters/],
    [
      'METRICS_TOKEN short',
      { METRICS_TOKEN: 'abc123' },
      {},
      'settings',
      /METRICS_TOKEN: must be at least 32/,
    ],
    [
      'METRICS_TOKEN placeholder',
      { METRICS_TOKEN: 'x'.repeat(40) },
      {},
      'METRICS_TOKEN',
      /looks like a placeholder/,
    ],
    [
      'SMS console',
      { SMS_PROVIDER: 'console' },
      {},
      'settings',
      /SMS_PROVIDER: console writes working codes/,
    ],
    [
      'TRUST_PROXY off behind the proxy',
      { TRUST_PROXY: 'false' },
      {},
      'TRUST_PROXY',
      /every client has the proxy's address/,
    ],
    ['TRUST_PROXY on open to all', { HOST: '0.0.0.0' }, {}, 'TRUST_PROXY', /picks its own address/],
    [
      'VAPID_SUBJECT localhost',
      { VAPID_SUBJECT: 'https://localhost' },
      {},
      'settings',
      /VAPID_SUBJECT: must be/,
    ],
    [
      'VAPID_SUBJECT an example address',
      { VAPID_SUBJECT: 'mailto:owner@example.com' },
      {},
      'VAPID_SUBJECT',
      /is not a real address/,
    ],
    ['DATA_DIR not writable', { DATA_DIR: 'a-file/data' }, {}, 'DATA_DIR', /is not writable/],
    ['BACKUP_DIR unset', { BACKUP_DIR: undefined }, {}, 'BACKUP_DIR', /BACKUP_DIR is not set/],
    ['BACKUP_DIR not writable', { BACKUP_DIR: 'a-file/backups' }, {}, 'BACKUP_DIR', /is not writable/],
    ['no web build', { WEB_DIST_DIR: 'nowhere' }, {}, 'WEB_DIST_DIR', /no built web app/],
    ['disk nearly full', {}, { freeBytes: () => Promise.resolve(0.3 * GIB) }, 'disk', /0\.3 GiB free/],
    [
      'clock not synchronised',
      {},
      { clockSynced: () => Promise.resolve(false) },
      'clock',
      /not synchronised/,
    ],
  ];

  it.each(broken)(
    '%s: an error naming the problem and its fix',
    async (_name, change, probes, about, problem) => {
      const env: Record<string, string | undefined> = { ...production, ...change };
      // Folders named relative to the test's folder.
      for (const name of ['DATA_DIR', 'BACKUP_DIR', 'WEB_DIST_DIR'])
        if (env[name] && !path.isAbsolute(env[name])) env[name] = path.join(dir, env[name]);
      const errors = errorsOf(await runDoctor(env, { ...healthy, ...probes }));
      expect(errors).toContainEqual(
        expect.objectContaining({ about, problem: expect.stringMatching(problem) }),
      );
      expect(errors[0]!.fix).not.toBe('');
    },
  );

  it('lets a demo use the console provider in production, with a warning', async () => {
    const env = { ...production, SMS_PROVIDER: 'console', ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' };
    const findings = await runDoctor(env, healthy);
    expect(errorsOf(findings)).toEqual([]);
    expect(findings).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        about: 'SMS_PROVIDER',
        problem: expect.stringMatching(/\(allowed for a demo\)/),
      }),
    );
  });

  it('finds PostgreSQL and Redis that do not answer', async () => {
    const env = {
      ...production,
      DATABASE_URL: `postgres://mehendi@127.0.0.1:${await freePort()}/mehendi`,
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
    };
    const probes = { ...healthy, postgres: machineProbes.postgres, redis: machineProbes.redis };
    expect(errorsOf(await runDoctor(env, probes)).map((found) => found.about)).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
    ]);
  });

  it('passes a development .env (a copy of .env.example) with warnings, exit 0', async () => {
    const cwd = path.join(dir, 'dev');
    await mkdir(cwd);
    await copyFile(path.join(ROOT, '.env.example'), path.join(cwd, '.env'));
    const { code, output } = await runScript(cwd, {});
    expect(output).toMatch(/^warning NODE_ENV: NODE_ENV is development/m);
    expect(output).toMatch(/^warning SMS_PROVIDER: /m);
    expect(output).not.toMatch(/^ERROR/m);
    expect(output).toMatch(/No errors, \d+ warning\(s\)\.$/m);
    expect(code).toBe(0);
  });

  it('exits 1 on a broken production setting, naming it with its fix', async () => {
    const { code, output } = await runScript(dir, { ...production, PUBLIC_URL: 'http://mehendimarket.in' });
    expect(output).toContain('ERROR PUBLIC_URL: PUBLIC_URL http://mehendimarket.in is not https');
    expect(output).toContain('fix: set PUBLIC_URL=https://mehendimarket.in');
    expect(code).toBe(1);
  });

  it('stops a production start on an error, with the message', async () => {
    const server = startServer(
      { ...production, NODE_ENV: 'production', TRUST_PROXY: 'false', PORT: String(await freePort()) },
      dir,
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Not starting: the production check found errors.');
    expect(server.output()).toContain('ERROR TRUST_PROXY:');
  });
});
