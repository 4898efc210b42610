import { sql } from 'drizzle-orm';
import { BOOKING_VARIETIES, PRICE_RANGES_BY_VARIETY, TIME_SLOTS } from '@mehendi/shared';
import type { Db } from './database';

// Made-up people of four languages (mr, kn, hi, en), for loading a season's worth of bookings to measure
// the console with (npm run seed:load, npm run bench:scale) and for tests past a size limit.
const PEOPLE = {
  mr: {
    first: ['आशा', 'सुनीता', 'मीरा', 'प्रिया', 'स्नेहा', 'अनुराधा', 'वैशाली', 'पूजा', 'माधुरी', 'श्वेता'],
    last: ['पाटील', 'जोशी', 'देशपांडे', 'कुलकर्णी', 'शिंदे', 'पवार', 'जाधव', 'गोखले'],
    place: 'Sadashiv Peth, Pune',
    pincode: '4110',
  },
  kn: {
    first: ['ಅನಿತಾ', 'ಕಾವ್ಯಾ', 'ಲಕ್ಷ್ಮಿ', 'ಶ್ರುತಿ', 'ದೀಪಾ', 'ಪವಿತ್ರಾ', 'ರಮ್ಯಾ', 'ಸುಮಾ'],
    last: ['ಹೆಗಡೆ', 'ರಾವ್', 'ಗೌಡ', 'ಶೆಟ್ಟಿ', 'ಭಟ್', 'ನಾಯಕ್', 'ಕುಲಕರ್ಣಿ'],
    place: 'Jayanagar, Bengaluru',
    pincode: '5600',
  },
  hi: {
    first: ['अंजलि', 'नेहा', 'रिया', 'सीमा', 'कविता', 'पूनम', 'आरती', 'सोनिया'],
    last: ['शर्मा', 'वर्मा', 'गुप्ता', 'अग्रवाल', 'सिंह', 'मिश्रा', 'यादव'],
    place: 'Malviya Nagar, Jaipur',
    pincode: '3020',
  },
  en: {
    first: ['Priya', 'Ananya', 'Kavya', 'Isha', 'Riya', 'Neha', 'Tanvi', 'Shruti', 'Aditi', 'Pooja'],
    last: ['Sharma', 'Patil', 'Iyer', 'Reddy', 'Nair', 'Kulkarni', 'Deshmukh', 'Menon', 'Rao'],
    place: 'Bandra West, Mumbai',
    pincode: '4000',
  },
} as const;
const LANGS = Object.keys(PEOPLE) as (keyof typeof PEOPLE)[];

// Every first name with every last name, per language, in the languages' order: picked by a row's number.
const NAMES = JSON.stringify(
  LANGS.map((lang) =>
    PEOPLE[lang].first.flatMap((first) => PEOPLE[lang].last.map((last) => `${first} ${last}`)),
  ),
);
const PLACES = JSON.stringify(LANGS.map((lang) => PEOPLE[lang].place));
const PINCODES = JSON.stringify(LANGS.map((lang) => PEOPLE[lang].pincode));
const LANGUAGES = JSON.stringify(LANGS);
const VARIETIES = JSON.stringify(BOOKING_VARIETIES);
const RANGES = JSON.stringify(BOOKING_VARIETIES.map((variety) => PRICE_RANGES_BY_VARIETY[variety]));
const SLOTS = JSON.stringify(TIME_SLOTS);

/**
 * Adds `count` artists in one statement (80% approved, the rest pending or rejected), numbered from
 * `from` so their phones stay unique across calls.
 */
export async function loadArtists(db: Db, count: number, from = 1): Promise<void> {
  await db.execute(sql`
    insert into artists (full_name, phone, whatsapp_number, address, pincode, job_term, mehendi_varieties,
      availability_time_range, status, language, created_at, updated_at)
    select names -> (i % 4) ->> (i % jsonb_array_length(names -> (i % 4))),
      p, p, (i % 90 + 1) || ', ' || (${PLACES}::jsonb ->> (i % 4)),
      (${PINCODES}::jsonb ->> (i % 4)) || lpad((i % 60)::text, 2, '0'),
      case when i % 3 = 0 then 'Part-time' else 'Full-time' end,
      '["Bridal","Engagement","Karwachauth","Munj","Baby Shower","Siders"]'::jsonb,
      ${SLOTS}::jsonb ->> (i % 4),
      case when i % 20 < 16 then 'approved' when i % 20 < 19 then 'pending' else 'rejected' end,
      ${LANGUAGES}::jsonb ->> (i % 4),
      now() - make_interval(days => i % 400, secs => i % 86400), now()
    from generate_series(${from}::int, ${from + count - 1}::int) as i,
      lateral (select '8' || lpad(i::text, 9, '0') as p) phone,
      (select ${NAMES}::jsonb as names) n`);
}

/**
 * Adds `count` bookings in one statement, numbered from `from`: names and venues of four languages, booked
 * days across a season of `seasonDays` from `seasonStart` (some of two days), a customer's number shared by
 * about two bookings, and statuses as a season has them (past days completed or cancelled, coming ones new,
 * confirmed to an approved artist, cancelled or waiting), each with the history that led there.
 */
export async function loadBookings(
  db: Db,
  count: number,
  options: { from?: number; seasonStart?: string; seasonDays?: number } = {},
): Promise<void> {
  const from = options.from ?? 1;
  const seasonStart =
    options.seasonStart ?? new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const seasonDays = options.seasonDays ?? 180;
  await withIndexesRebuilt(db, 'customer_bookings', (tx) =>
    tx.execute(sql`
    with pool as (
      select coalesce(array_agg(id order by phone), '{}') as ids from artists where status = 'approved'
    ),
    numbered as (
      select i, (i * 2654435761::bigint) % 4294967296 as h, i % 4 as lang,
        ${seasonStart}::date + ((i::bigint * 7919) % ${seasonDays}::int)::int as day
      from generate_series(${from}::int, ${from + count - 1}::int) as i
    ),
    shaped as (
      select numbered.*,
        case
          when day < current_date then case when h % 5 = 0 then 'cancelled' else 'completed' end
          when h % 100 < 45 then 'new'
          when h % 100 < 85 then 'confirmed'
          when h % 100 < 93 then 'cancelled'
          else 'waitlisted'
        end as status,
        least(now() - make_interval(secs => (h % 86400)::int), day - make_interval(days => (h % 90)::int + 1, secs => (h % 86400)::int)) as booked_at,
        (h / 7 % 5)::int as variety
      from numbered
    ),
    priced as (
      select shaped.*,
        ${RANGES}::jsonb -> variety ->> ((h / 11) % jsonb_array_length(${RANGES}::jsonb -> variety))::int
          as price,
        case when status in ('confirmed', 'completed') and cardinality(pool.ids) > 0
          then pool.ids[1 + (h / 13) % cardinality(pool.ids)] end as artist,
        '9' || lpad((((i::bigint / 2) * 48271) % 900000000 + 100000000)::text, 9, '0') as phone
      from shaped, pool
    )
    insert into customer_bookings (full_name, contact_number, login_number, selected_dates, selected_time,
      mehendi_variety, price_range, selected_designs, include_siders, siders_type, siders_length, created_at,
      venue_address, venue_pincode, guest_count, estimate_min, estimate_max, language, status, history,
      artist_id, cancel_reason, waitlisted_at)
    select
      ${NAMES}::jsonb -> lang ->> (h % jsonb_array_length(${NAMES}::jsonb -> lang))::int,
      case when h % 10 = 0 then '7' || substr(phone, 2) else phone end,
      phone,
      case when h % 7 = 0
        then jsonb_build_array(to_char(day, 'YYYY-MM-DD"T00:00:00.000Z"'), to_char(day + 1, 'YYYY-MM-DD"T00:00:00.000Z"'))
        else jsonb_build_array(to_char(day, 'YYYY-MM-DD"T00:00:00.000Z"')) end,
      ${SLOTS}::jsonb ->> (h % 4)::int,
      ${VARIETIES}::jsonb ->> variety,
      price,
      '[]'::jsonb,
      h % 3 = 0, case when h % 3 = 0 then 'arabic' end, case when h % 3 = 0 then 'wrist' end,
      booked_at,
      (h % 200 + 1) || ', ' || (${PLACES}::jsonb ->> lang),
      (${PINCODES}::jsonb ->> lang) || lpad((h % 60)::text, 2, '0'),
      (h % 12)::int,
      split_part(price, '-', 1)::int, split_part(price, '-', 2)::int,
      ${LANGUAGES}::jsonb ->> lang,
      status,
      case status
        when 'confirmed' then jsonb_build_array(jsonb_strip_nulls(jsonb_build_object('at', to_char((booked_at + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'by', 'admin', 'from', 'new', 'to', 'confirmed', 'artistId', artist)))
        when 'completed' then jsonb_build_array(
          jsonb_strip_nulls(jsonb_build_object('at', to_char((booked_at + interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 'admin', 'from', 'new',
            'to', 'confirmed', 'artistId', artist)),
          jsonb_build_object('at', to_char(day + interval '20 hours', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 'artist', 'from', 'confirmed', 'to', 'completed'))
        when 'cancelled' then jsonb_build_array(jsonb_build_object('at', to_char((booked_at + interval '2 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'by', 'customer', 'from', 'new', 'to', 'cancelled', 'note', 'plans changed'))
        when 'waitlisted' then jsonb_build_array(jsonb_build_object('at', to_char((booked_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 'customer',
          'from', 'waitlisted', 'to', 'waitlisted', 'note', 'joined the waiting list'))
        else '[]'::jsonb
      end,
      artist,
      case when status = 'cancelled' then 'plans changed' end,
      case when status = 'waitlisted' then booked_at end
    from priced`),
  );
}

/**
 * Runs `load` with the table's secondary indexes dropped, then builds them again, all in one transaction:
 * building a trigram index once over every row is many times faster than growing it row by row.
 */
async function withIndexesRebuilt(db: Db, table: string, load: (tx: Db) => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.tablename = ${table} and i.schemaname = current_schema() and not x.indisunique`)) as unknown as {
      rows: { name: string; definition: string }[];
    };
    for (const index of rows) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await load(tx);
    for (const index of rows) await tx.execute(sql.raw(index.definition));
  });
}
