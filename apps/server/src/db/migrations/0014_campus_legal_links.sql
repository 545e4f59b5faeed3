ALTER TABLE "campus_settings" ADD COLUMN "imprint_url" text;--> statement-breakpoint
ALTER TABLE "campus_settings" ADD COLUMN "privacy_url" text;