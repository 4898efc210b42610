-- The booking's venue, guests, siders arm length and estimate (docs/data.md). Bookings stored before
-- these existed keep nulls: venue unknown, no estimate, language unknown (English); guests count 0.
alter table customer_bookings add column venue_address text;
alter table customer_bookings add column venue_pincode text;
alter table customer_bookings add column guest_count integer not null default 0
  check (guest_count between 0 and 50);
alter table customer_bookings add column siders_length text
  check (siders_length in ('palm', 'wrist', 'threeQuarter', 'full'));
-- Rupees, computed on the server by the shared estimateBooking; never a figure from the client.
alter table customer_bookings add column estimate_min integer;
alter table customer_bookings add column estimate_max integer;
-- The page's language when booking, for messages sent later. Issue 11 may add it too, hence "if not exists".
alter table customer_bookings add column if not exists language text;
