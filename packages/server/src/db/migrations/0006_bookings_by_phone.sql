-- Counting a phone's recent bookings (BOOKING_LIMITS.perPhone) reads only that phone's rows.
create index customer_bookings_login_number_idx on customer_bookings (login_number, created_at desc);
