ALTER TABLE "certificates" ADD COLUMN "verification_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_uq" ON "certificates" USING btree ("verification_code");