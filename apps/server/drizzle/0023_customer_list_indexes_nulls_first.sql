DROP INDEX "customers_org_owner_id_idx";--> statement-breakpoint
DROP INDEX "customers_org_department_id_idx";--> statement-breakpoint
DROP INDEX "customers_org_pool_id_idx";--> statement-breakpoint
CREATE INDEX "customers_org_owner_id_idx" ON "customers" USING btree ("org_id","owner_user_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_org_department_id_idx" ON "customers" USING btree ("org_id","owner_department_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customers_org_pool_id_idx" ON "customers" USING btree ("org_id","id" DESC NULLS FIRST) WHERE deleted_at is null and owner_user_id is null;