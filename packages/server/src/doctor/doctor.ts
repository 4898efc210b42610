// `npm run doctor` and the production start (docs/deploy.md#the-check-before-start): the settings and the
// machine checked for production, each problem named with its fix. With NODE_ENV=production a problem is
// an error (exit 1; the server refuses to start); otherwise what matters only in production is a warning.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';

export interface Finding {
  level: 'error' | 'warning';
  /** The setting or part it is about: `PUBLIC_URL`, `disk`. */
  about: string;
  problem: string;
  fix: string;
}

/** What the checks ask the machine; tests replace them. */
export interface DoctorProbes {
  /** Bytes free to this user on the file system holding `dir`. */
  freeBytes(dir: string): Promise<number>;
  /** Whether the system clock is synchronised by NTP; null when it cannot be told. */
  clockSynced(): Promise<boolean | null>;
  /** The reverse proxy's configuration, to match PUBLIC_URL against; null when there is none here. */
  caddyfile(): string | null;
  /** Throws when PostgreSQL at `url` does not answer. */
  postgres(url: string): Promise<void>;
  /** Throws when Redis at `url` does not answer. */
  redis(url: string): Promise<void>;
}

const GIB = 1024 ** 3;
/** Below this free space a night's backup or a season's photos may not fit. */
export const DISK_ERROR_BYTES = 1 * GIB;
export const DISK_WARNING_BYTES = 5 * GIB;
const PROBE_TIMEOUT_MS = 5000;
export const ADMIN_PASSWORD_MIN = 12;
const PLACEHOLDER = /^(change.?me|changeit|secret|password|example|test|x+|0+|1234.*)$/i;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${PROBE_TIMEOUT_MS / 1000} s`)),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const machineProbes: DoctorProbes = {
  async freeBytes(dir) {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  },
  async clockSynced() {
    try {
      const { stdout } = await promisify(execFile)(
        'timedatectl',
        ['show', '-p', 'NTPSynchronized', '--value'],
        {
          timeout: PROBE_TIMEOUT_MS,
        },
      );
      const answer = stdout.trim();
      return answer === 'yes' ? true : answer === 'no' ? false : null;
    } catch {
      return null;
    }
  },
  caddyfile() {
    const file = process.env.DOCTOR_CADDYFILE ?? '/etc/caddy/Caddyfile';
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  },
  async postgres(url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    try {
      await withTimeout(client.connect(), 'PostgreSQL');
      await withTimeout(client.query('select 1'), 'PostgreSQL');
    } finally {
      await client.end().catch(() => {});
    }
  },
  async redis(url) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    try {
      await withTimeout(redis.connect(), 'Redis');
      await withTimeout(redis.ping(), 'Redis');
    } finally {
      redis.disconnect();
    }
  },
};

/** The site addresses of a Caddyfile: the first words of its top-level blocks (`example.in, www.example.in {`). */
export function caddySites(caddyfile: string): string[] {
  const sites: string[] = [];
  let depth = 0;
  for (const raw of caddyfile.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    if (depth === 0 && line.endsWith('{') && !line.startsWith('{')) {
      for (const address of line
        .slice(0, -1)
        .split(/[\s,]+/)
        .filter(Boolean))
        sites.push(address);
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
  }
  return sites;
}

/** Whether `host` is served by one of the Caddyfile's site addresses (`https://host`, `host:443`, `host`). */
function caddyServes(sites: string[], host: string): boolean {
  return sites.some((site) => {
    const bare = site.replace(/^https?:\/\//, '').replace(/:\d+$/, '');
    return bare === host || (bare.startsWith('*.') && host.endsWith(bare.slice(1)));
  });
}

async function writable(dir: string): Promise<string | null> {
  try {
    await mkdir(dir, { recursive: true });
    const probe = path.join(dir, `.doctor-${process.pid}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** Checks `source` (the environment after .env) and the machine; answers every finding, errors first. */
export async function runDoctor(
  source: NodeJS.ProcessEnv,
  probes: DoctorProbes = machineProbes,
): Promise<Finding[]> {
  let config: Config;
  try {
    config = loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [
      {
        level: 'error',
        about: 'settings',
        problem: error.message,
        fix: 'correct each setting named (docs/settings.md), then run npm run doctor again',
      },
    ];
  }
  const production = config.env === 'production';
  const findings: Finding[] = [];
  /** A problem that stops a production start, and only warns elsewhere. */
  const forProduction = (about: string, problem: string, fix: string) =>
    findings.push({ level: production ? 'error' : 'warning', about, problem, fix });
  const error = (about: string, problem: string, fix: string) =>
    findings.push({ level: 'error', about, problem, fix });
  const warning = (about: string, problem: string, fix: string) =>
    findings.push({ level: 'warning', about, problem, fix });

  if (!production)
    warning(
      'NODE_ENV',
      `NODE_ENV is ${config.env}: what matters only in production is reported as a warning`,
      'set NODE_ENV=production on the server (deploy/mehendi.env)',
    );

  // The site's address: the origin of every link, and the name the proxy's certificate is for.
  const publicUrl = source.PUBLIC_URL?.trim() ? new URL(source.PUBLIC_URL.trim()) : null;
  if (!publicUrl) {
    forProduction(
      'PUBLIC_URL',
      'PUBLIC_URL is not set',
      'set PUBLIC_URL=https://your-domain (the address people open)',
    );
  } else {
    if (publicUrl.protocol !== 'https:')
      forProduction(
        'PUBLIC_URL',
        `PUBLIC_URL ${publicUrl.origin} is not https: links in texts and pages would be sent in the clear`,
        `set PUBLIC_URL=https://${publicUrl.host}`,
      );
    if (LOOPBACK_HOSTS.has(publicUrl.hostname) || isIP(publicUrl.hostname.replace(/^\[|\]$/g, '')))
      forProduction(
        'PUBLIC_URL',
        `PUBLIC_URL names ${publicUrl.hostname}, not a domain: no certificate is issued for it`,
        'set PUBLIC_URL to the domain pointed at this server, e.g. https://mehendimarket.in',
      );
    if (publicUrl.pathname !== '/' || publicUrl.search)
      forProduction(
        'PUBLIC_URL',
        `PUBLIC_URL has a path (${publicUrl.pathname}): the site is served at the domain's root`,
        `set PUBLIC_URL=${publicUrl.origin}`,
      );
    const caddyfile = probes.caddyfile();
    if (caddyfile !== null && !caddyServes(caddySites(caddyfile), publicUrl.hostname))
      forProduction(
        'PUBLIC_URL',
        `PUBLIC_URL's ${publicUrl.hostname} is not a site of the Caddyfile (${caddySites(caddyfile).join(', ') || 'none'})`,
        `put ${publicUrl.hostname} as the site address in /etc/caddy/Caddyfile (deploy/Caddyfile), or correct PUBLIC_URL`,
      );
  }

  // Secrets: long enough and not a placeholder left from an example.
  const admin = source.ADMIN_PASSWORD?.trim();
  if (admin && admin.length < ADMIN_PASSWORD_MIN)
    forProduction(
      'ADMIN_PASSWORD',
      `ADMIN_PASSWORD has ${admin.length} characters`,
      `use at least ${ADMIN_PASSWORD_MIN} (openssl rand -base64 18), or unset it and take the printed one`,
    );
  for (const name of [
    'ADMIN_PASSWORD',
    'METRICS_TOKEN',
    'ALTCHA_HMAC_KEY',
    'OTP_HMAC_KEY',
    'MSG91_WEBHOOK_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
    'WHATSAPP_APP_SECRET',
  ]) {
    const value = source[name]?.trim();
    if (value && (PLACEHOLDER.test(value) || new Set(value).size < 6))
      forProduction(
        name,
        `${name} looks like a placeholder`,
        `set ${name} to a random value: openssl rand -hex 32`,
      );
  }
  // Web push (docs/operations.md#web-push-keys): push services write to the subject when pushes misbehave.
  const subjectHost = config.push.subject.startsWith('mailto:')
    ? config.push.subject.slice(config.push.subject.lastIndexOf('@') + 1)
    : new URL(config.push.subject).hostname;
  if (/(^|\.)(example\.(com|org|net)|example|test|invalid|local)$/iu.test(subjectHost))
    forProduction(
      'VAPID_SUBJECT',
      `the web push subject ${config.push.subject} is not a real address: push services cannot reach you`,
      'set VAPID_SUBJECT=mailto:you@your-domain (or SUPPORT_EMAIL to a real address)',
    );
  if (!config.metricsToken)
    warning(
      'METRICS_TOKEN',
      'METRICS_TOKEN is not set: /metrics answers only on this machine',
      'to scrape from another machine, set METRICS_TOKEN=$(openssl rand -hex 32)',
    );

  // Texts: the console prints working codes to the log.
  if (config.sms.provider === 'console') {
    const problem = 'SMS_PROVIDER is console: codes and texts go to the log, not to phones';
    const fix = 'set SMS_PROVIDER=msg91 with its settings (docs/messaging.md#setting-up-the-gateways)';
    if (production && source.ALLOW_CONSOLE_SMS_IN_PRODUCTION === 'true')
      warning('SMS_PROVIDER', `${problem} (allowed for a demo)`, fix);
    else forProduction('SMS_PROVIDER', problem, fix);
  }

  // The proxy: client addresses from X-Forwarded-For only when nobody can reach the app around it.
  const loopback = LOOPBACK_HOSTS.has(config.host);
  if (loopback && !config.trustProxy)
    forProduction(
      'TRUST_PROXY',
      `HOST=${config.host} (behind a proxy) with TRUST_PROXY=false: every client has the proxy's address, so one visitor's limit stops all`,
      'set TRUST_PROXY=true',
    );
  if (!loopback && config.trustProxy)
    forProduction(
      'TRUST_PROXY',
      `TRUST_PROXY=true while the app listens on ${config.host}: a client reaching the port directly picks its own address`,
      'set HOST=127.0.0.1 and let only the proxy reach the app',
    );
  if (!loopback && !config.trustProxy && production)
    warning(
      'HOST',
      `the app listens on ${config.host} without a proxy: no HTTPS`,
      'put Caddy in front (deploy/Caddyfile), with HOST=127.0.0.1 and TRUST_PROXY=true',
    );

  // The built web app.
  if (!existsSync(path.join(config.webDistDir, 'index.html')))
    forProduction('WEB_DIST_DIR', `no built web app in ${config.webDistDir}`, 'run npm run build');

  // Folders and disk space.
  const dataProblem = await writable(config.dataDir);
  if (dataProblem)
    error(
      'DATA_DIR',
      `DATA_DIR ${config.dataDir} is not writable (${dataProblem})`,
      `create it for the app's user: install -d -o mehendi ${config.dataDir}`,
    );
  const folders = [config.dataDir];
  if (!config.backupDir) {
    forProduction(
      'BACKUP_DIR',
      'BACKUP_DIR is not set: the nightly backup has nowhere to go and its age is not reported',
      'set BACKUP_DIR=/var/backups/mehendi',
    );
  } else {
    const backupProblem = await writable(config.backupDir);
    if (backupProblem)
      error(
        'BACKUP_DIR',
        `BACKUP_DIR ${config.backupDir} is not writable (${backupProblem})`,
        `create it for the app's user: install -d -o mehendi ${config.backupDir}`,
      );
    else folders.push(config.backupDir);
  }
  for (const folder of dataProblem ? folders.slice(1) : folders) {
    const free = await probes.freeBytes(folder).catch(() => null);
    if (free === null) continue;
    const gib = (free / GIB).toFixed(1);
    if (free < DISK_ERROR_BYTES)
      forProduction(
        'disk',
        `${gib} GiB free where ${folder} is`,
        'free space or grow the disk (old backups, logs: journalctl --vacuum-size=200M)',
      );
    else if (free < DISK_WARNING_BYTES)
      warning('disk', `only ${gib} GiB free where ${folder} is`, 'free space or grow the disk soon');
  }

  // The databases the settings name.
  if (config.databaseUrl) {
    try {
      await probes.postgres(config.databaseUrl);
    } catch (problem) {
      error(
        'DATABASE_URL',
        `PostgreSQL does not answer: ${problem instanceof Error ? problem.message : String(problem)}`,
        'start it (systemctl start postgresql) and check the URL, user and password (deploy/setup-databases.sh)',
      );
    }
  } else if (production) {
    warning(
      'DATABASE_URL',
      'no DATABASE_URL: the embedded database (PGlite) in DATA_DIR',
      'fine for one process; for PostgreSQL run deploy/setup-databases.sh',
    );
  }
  if (config.redisUrl) {
    try {
      await probes.redis(config.redisUrl);
    } catch (problem) {
      error(
        'REDIS_URL',
        `Redis does not answer: ${problem instanceof Error ? problem.message : String(problem)}`,
        'start it (systemctl start redis-server) and check the URL',
      );
    }
  }

  // The clock: codes, sessions and offers expire by it.
  const synced = await probes.clockSynced();
  if (synced === false)
    forProduction(
      'clock',
      'the system clock is not synchronised (NTP)',
      'apt-get install systemd-timesyncd && timedatectl set-ntp true',
    );
  else if (synced === null)
    warning(
      'clock',
      'could not tell whether the clock is synchronised (no timedatectl)',
      'check that NTP runs on this machine',
    );

  return [
    ...findings.filter((found) => found.level === 'error'),
    ...findings.filter((found) => found.level === 'warning'),
  ];
}

/** The findings as the technician reads them: one line each with its fix, then a summary. */
export function formatFindings(findings: Finding[]): string {
  const errors = findings.filter((found) => found.level === 'error').length;
  const lines = findings.map(
    (found) =>
      `${found.level === 'error' ? 'ERROR' : 'warning'} ${found.about}: ${found.problem}\n    fix: ${found.fix}`,
  );
  const warnings = findings.length - errors;
  lines.push(
    errors > 0
      ? `${errors} error(s), ${warnings} warning(s): not ready for production.`
      : `No errors${warnings > 0 ? `, ${warnings} warning(s)` : ''}.`,
  );
  return lines.join('\n');
}
