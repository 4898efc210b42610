// npm run seed:load -- --bookings 100000 --artists 5000: fills the database the server would open
// (DATABASE_URL, or PGlite in DATA_DIR) with a wedding season's worth of made-up artists and bookings
// (db/bulk-load.ts), in batches of one statement each, then refreshes the planner's statistics.
// See docs/speed.md#a-season-of-bookings.
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { loadArtists, loadBookings } from '../db/bulk-load';
import { artists } from '../modules/artists';
import { customerBookings } from '../modules/bookings';

// Rows per statement; the table's indexes are built again after each (bulk-load.ts).
const BATCH = 100_000;

const { values } = parseArgs({
  options: { bookings: { type: 'string', default: '100000' }, artists: { type: 'string', default: '5000' } },
});
const bookings = Number(values.bookings);
const artistCount = Number(values.artists);
if (!Number.isInteger(bookings) || bookings < 0 || !Number.isInteger(artistCount) || artistCount < 0) {
  throw new Error('usage: npm run seed:load -- --bookings N --artists M (whole numbers)');
}

const config = loadConfig();
const database = await openDatabase(config);
const started = Date.now();
try {
  await migrate(database);
  const [had] = await database.db.select({ value: count() }).from(artists);
  const [hadBookings] = await database.db.select({ value: count() }).from(customerBookings);
  if (artistCount) await loadArtists(database.db, artistCount, (had?.value ?? 0) + 1);
  for (let from = 1; from <= bookings; from += BATCH) {
    await loadBookings(database.db, Math.min(BATCH, bookings - from + 1), {
      from: (hadBookings?.value ?? 0) + from,
    });
    process.stdout.write(`\r${Math.min(from + BATCH - 1, bookings)} bookings`);
  }
  await database.db.execute(sql`vacuum analyze`);
  await database.flushToDisk();
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `\nadded ${artistCount} artists and ${bookings} bookings to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
