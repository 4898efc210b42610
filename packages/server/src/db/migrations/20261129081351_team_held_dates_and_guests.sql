CREATE INDEX "customer_bookings_team_held_dates_idx" ON "customer_bookings" USING gin ("selected_dates" jsonb_path_ops) WHERE "customer_bookings"."status" in ('new', 'confirmed', 'in_progress', 'offered') and "customer_bookings"."artist_id" is null and "customer_bookings"."team_size" > 1;--> statement-breakpoint
-- Team bookings (issue 47): a booking may have a team's guests, and its brides and team size are checked
-- as the API checks them (checks drizzle-kit does not write).
alter table customer_bookings drop constraint customer_bookings_guest_count_range;--> statement-breakpoint
alter table customer_bookings add constraint customer_bookings_guest_count_range
  check (guest_count between 0 and 300);--> statement-breakpoint
alter table customer_bookings add constraint customer_bookings_brides_range
  check (brides between 0 and 3);--> statement-breakpoint
alter table customer_bookings add constraint customer_bookings_team_size_range
  check (team_size between 1 and 20);
