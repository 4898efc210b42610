-- The design catalogue: mehendi designs grouped by variety and price range, siders designs by type.
-- Each row names its two stored WebP files (zoom: image_*, grid: thumb_*) and their sizes. public_id names
-- both files for POST /api/cloudinary-delete; docs/data.md allows records without one (imported old images).
create table designs (
  id uuid primary key default gen_random_uuid(),
  variety text not null
    check (variety in ('Bridal', 'Bridal (Engagement)', 'Munj', 'Baby Shower', 'Karwachauth')),
  price_range text not null check (price_range ~ '^[0-9]+-[0-9]+$'),
  public_id text unique,
  image_key text not null,
  image_path text not null unique,
  thumb_key text not null,
  thumb_path text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  thumb_width integer not null check (thumb_width > 0),
  thumb_height integer not null check (thumb_height > 0),
  -- clock_timestamp, not now(): rows inserted in one transaction still list newest first.
  created_at timestamptz not null default clock_timestamp()
);
create index designs_group_idx on designs (variety, price_range, created_at desc);

create table siders_designs (
  id uuid primary key default gen_random_uuid(),
  siders_type text not null check (siders_type in ('arabic', 'indian')),
  public_id text unique,
  image_key text not null,
  image_path text not null unique,
  thumb_key text not null,
  thumb_path text not null,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  thumb_width integer not null check (thumb_width > 0),
  thumb_height integer not null check (thumb_height > 0),
  created_at timestamptz not null default clock_timestamp()
);
create index siders_designs_type_idx on siders_designs (siders_type, created_at desc);
