CREATE TABLE "artist_roster_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): every statement that changes artists or
-- artist_availability, whatever rows it touches, bumps the version in the same transaction, so the
-- version a reader sees always goes with the rows it sees (availability.repository.ts approvedArtistsRanked).
INSERT INTO "artist_roster_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION artist_roster_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE artist_roster_version SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER artist_roster_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON artists
  FOR EACH STATEMENT EXECUTE FUNCTION artist_roster_changed();
--> statement-breakpoint
CREATE TRIGGER artist_roster_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON artist_availability
  FOR EACH STATEMENT EXECUTE FUNCTION artist_roster_changed();
