-- Secrets every process of one deployment must share (HMAC keys), created once by whichever starts first.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Solved captcha challenges, by signature, until they expire: a replay is refused on any process.
create table used_captchas (
  signature text primary key,
  expires_at timestamptz not null
);
create index used_captchas_expires_at_idx on used_captchas (expires_at);

-- One row per code sent; the send limits (per phone, per client address) count these rows.
create table otp_requests (
  id bigint generated always as identity primary key,
  phone text not null,
  ip text not null,
  created_at timestamptz not null
);
create index otp_requests_phone_idx on otp_requests (phone, created_at);
create index otp_requests_ip_idx on otp_requests (ip, created_at);

-- The live code of a phone, as a keyed hash only; a new send replaces it and a success deletes it.
create table otp_codes (
  id uuid primary key default gen_random_uuid(),
  phone text not null unique,
  role text not null check (role in ('customer', 'artist')),
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index otp_codes_expires_at_idx on otp_codes (expires_at);
