DROP INDEX "crm_clues_org_phone_key";--> statement-breakpoint
ALTER TABLE "crm_clues" ADD COLUMN "invalid_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_clues_org_phone_key" ON "crm_clues" USING btree ("org_id","phone") WHERE deleted_at is null and phone <> '' and status not in ('converted', 'invalid');