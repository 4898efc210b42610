CREATE TABLE "booking_status_counts" (
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"bookings" bigint NOT NULL,
	CONSTRAINT "booking_status_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE INDEX "customer_bookings_selected_dates_idx" ON "customer_bookings" USING gin ("selected_dates" jsonb_path_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the counts follow every insert, status change, delete and
-- truncate of customer_bookings in the same statement, so they commit or roll back with it. Statement
-- triggers with transition tables: a bulk load of 100,000 rows adds to each count once, not per row.
-- Deltas are applied in (status, shard) order so two statements never take the same rows crosswise.
CREATE FUNCTION booking_status_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_status_counts (status, shard, bookings)
      SELECT status, hashtext(id::text) & 15, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, shard) DO UPDATE SET bookings = booking_status_counts.bookings + excluded.bookings;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_status_counts (status, shard, bookings)
      SELECT status, hashtext(id::text) & 15, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, shard) DO UPDATE SET bookings = booking_status_counts.bookings + excluded.bookings;
  ELSE
    INSERT INTO booking_status_counts (status, shard, bookings)
      SELECT status, shard, sum(delta) FROM (
        SELECT o.status, hashtext(o.id::text) & 15 AS shard, -1 AS delta
          FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.status IS DISTINCT FROM n.status
        UNION ALL
        SELECT n.status, hashtext(n.id::text) & 15, 1
          FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.status IS DISTINCT FROM n.status
      ) AS changed GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (status, shard) DO UPDATE SET bookings = booking_status_counts.bookings + excluded.bookings;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION booking_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_status_counts_inserted AFTER INSERT ON customer_bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_add();
--> statement-breakpoint
CREATE TRIGGER booking_status_counts_updated AFTER UPDATE ON customer_bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_add();
--> statement-breakpoint
CREATE TRIGGER booking_status_counts_deleted AFTER DELETE ON customer_bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_add();
--> statement-breakpoint
CREATE TRIGGER booking_status_counts_truncated AFTER TRUNCATE ON customer_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_status_counts_clear();
--> statement-breakpoint
-- The bookings already made.
INSERT INTO booking_status_counts (status, shard, bookings)
  SELECT status, hashtext(id::text) & 15, count(*) FROM customer_bookings GROUP BY 1, 2;
