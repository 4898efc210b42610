-- Hand-written (checks, partial indexes, "if not exists" for the column issue 10 adds too); drizzle-kit
-- generated the name and the snapshot in meta/, which match the Drizzle schema.
-- Bookings become jobs (docs/data.md): artist review, the booking lifecycle with its history, the
-- assigned artist, the page language for customer texts, and the SMS outbox.

-- The same column issue 10 adds in 0007; "if not exists" lets either migration create it.
alter table customer_bookings add column if not exists language text;
alter table customer_bookings
  add column status text not null default 'new'
    check (status in ('new', 'confirmed', 'completed', 'cancelled')),
  -- [{ at, by, from, to, note?, artistId? }], oldest first.
  add column history jsonb not null default '[]',
  add column artist_id uuid references artists (id) on delete set null,
  add column cancel_reason text;
create index customer_bookings_status_idx on customer_bookings (status, created_at desc);
create index customer_bookings_artist_idx on customer_bookings (artist_id) where status = 'confirmed';

alter table artists
  add column status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  add column review_note text,
  add column reviewed_at timestamptz,
  -- The language of the artist's form, for the artist's texts (English when unknown).
  add column language text;
create index artists_status_idx on artists (status, created_at desc);

-- Texts waiting to be sent, written in the transaction of the status change that causes them.
create table sms_outbox (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references customer_bookings (id) on delete cascade,
  recipient text not null check (recipient in ('customer', 'artist')),
  to_phone text not null,
  template text not null,
  language text not null,
  body text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0,
  -- When a queued text may next be tried; a claimed one is hidden from other workers until then.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default clock_timestamp(),
  sent_at timestamptz
);
create index sms_outbox_due_idx on sms_outbox (next_attempt_at) where status = 'queued';
create index sms_outbox_booking_idx on sms_outbox (booking_id, created_at);
