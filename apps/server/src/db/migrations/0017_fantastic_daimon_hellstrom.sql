DROP INDEX "campus_email_domains_email_domain_uq";--> statement-breakpoint
ALTER TABLE "campus_email_domains" ADD COLUMN "verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "campus_email_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campus_email_domains_verified_uq" ON "campus_email_domains" USING btree ("email_domain") WHERE "campus_email_domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campus_email_domains_campus_domain_uq" ON "campus_email_domains" USING btree ("domain_id","email_domain");