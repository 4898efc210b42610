create table admins (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One table for every bearer session: admins, and customers or artists after phone verification.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  role text not null check (role in ('admin', 'customer', 'artist')),
  admin_id uuid references admins (id) on delete cascade,
  phone text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  check ((role = 'admin') = (admin_id is not null)),
  check ((role = 'admin') = (phone is null))
);
create index sessions_admin_id_idx on sessions (admin_id);
create index sessions_expires_at_idx on sessions (expires_at);
