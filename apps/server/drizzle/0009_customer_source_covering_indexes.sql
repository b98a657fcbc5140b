DROP INDEX "customer_sources_org_sort_idx";--> statement-breakpoint
DROP INDEX "customer_sources_org_name_idx";--> statement-breakpoint
DROP INDEX "customer_sources_org_created_idx";--> statement-breakpoint
CREATE INDEX "customer_sources_org_sort_idx" ON "customer_sources" USING btree ("org_id","sort","id","enabled") WHERE "customer_sources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_sources_org_name_idx" ON "customer_sources" USING btree ("org_id","name","id","enabled") WHERE "customer_sources"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_sources_org_created_idx" ON "customer_sources" USING btree ("org_id","created_at","id","enabled") WHERE "customer_sources"."deleted_at" is null;