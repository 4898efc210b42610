-- Customer bookings (docs/data.md). Catalogue values are kept as plain text: a booking keeps what was chosen
-- even when the catalogue changes. The design lists hold paths of the booking's own copies of the images.
create table customer_bookings (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  contact_number text not null,
  -- The verified phone of the session that posted the booking (E.164).
  login_number text not null,
  selected_dates jsonb not null,
  selected_time text not null,
  mehendi_variety text not null,
  price_range text not null,
  selected_designs jsonb not null,
  siders_type text check (siders_type in ('arabic', 'indian')),
  siders_designs jsonb not null default '[]',
  include_siders boolean not null,
  -- Storage keys of the booking's image copies, removed with the booking.
  image_keys jsonb not null default '[]',
  -- clock_timestamp, not now(): the newest-first lists stay in order within one transaction too.
  created_at timestamptz not null default clock_timestamp()
);
create index customer_bookings_created_at_idx on customer_bookings (created_at desc);

-- Artist applications (docs/data.md): one per verified phone; a new submission replaces the previous one.
create table artists (
  id uuid primary key default gen_random_uuid(),
  phone text not null unique,
  full_name text not null,
  whatsapp_number text not null,
  address text not null,
  pincode text not null,
  job_term text not null check (job_term in ('Part-time', 'Full-time')),
  mehendi_varieties jsonb not null,
  availability_time_range text not null,
  -- [{ filename, originalname, keys }]: the served path, the browser's file name, the storage keys.
  uploaded_designs jsonb not null default '[]',
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);
create index artists_created_at_idx on artists (created_at desc);

-- What admins are told about (new bookings and applications), kept for admins who were not connected.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  message text not null,
  read boolean not null default false,
  created_at timestamptz not null default clock_timestamp()
);
create index notifications_created_at_idx on notifications (created_at desc);
