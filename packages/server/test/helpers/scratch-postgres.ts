import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, ending any session still on it. */
  drop(): Promise<void>;
}

/**
 * A brand-new database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), empty or a copy of
 * `template`, so a test run never sees another's rows. Used by the API tests, the process tests and the
 * e2e server.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
