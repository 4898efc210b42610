-- Failed admin sign-ins and password-change attempts: the per-account and per-address limits count these
-- rows, so every process on one PostgreSQL shares them. A successful sign-in adds nothing.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  -- 'login:<e-mail in lower case>' or 'change-password:<admin id>'
  account text not null,
  ip text not null,
  created_at timestamptz not null default now()
);
create index sign_in_failures_account_idx on sign_in_failures (account, created_at);
create index sign_in_failures_ip_idx on sign_in_failures (ip, created_at);
create index sign_in_failures_created_at_idx on sign_in_failures (created_at);

-- The code belongs to the client that asked for it: verify needs the nonce the send call returned.
alter table otp_codes add column nonce_hash text not null default '';

-- Every artist application sent, by verified phone: the per-phone daily limit counts these rows (the
-- artists table keeps only the latest application of each phone).
create table artist_submissions (
  id bigint generated always as identity primary key,
  phone text not null,
  created_at timestamptz not null default now()
);
create index artist_submissions_phone_idx on artist_submissions (phone, created_at);

-- What a notification is about ('artist:<id>'), so repeated updates of one application are merged into
-- its unread notification instead of pushing other notifications off the list.
alter table notifications add column about text;
create index notifications_about_idx on notifications (about) where not read;
