DROP INDEX "customer_activities_org_created_idx";--> statement-breakpoint
DROP INDEX "customer_activities_customer_created_idx";--> statement-breakpoint
DROP INDEX "customer_activities_org_author_created_idx";--> statement-breakpoint
DROP INDEX "opportunities_org_owner_id_idx";--> statement-breakpoint
DROP INDEX "opportunities_org_department_id_idx";--> statement-breakpoint
DROP INDEX "crm_clue_sync_deliveries_org_id_idx";--> statement-breakpoint
DROP INDEX "crm_clue_sync_deliveries_source_id_idx";--> statement-breakpoint
DROP INDEX "crm_clues_org_pool_id_idx";--> statement-breakpoint
DROP INDEX "crm_clues_org_assignee_id_idx";--> statement-breakpoint
DROP INDEX "crm_clues_org_department_id_idx";--> statement-breakpoint
DROP INDEX "customer_merges_target_idx";--> statement-breakpoint
DROP INDEX "customer_events_customer_at_idx";--> statement-breakpoint
DROP INDEX "customer_events_org_from_owner_idx";--> statement-breakpoint
DROP INDEX "customer_events_org_claimer_idx";--> statement-breakpoint
DROP INDEX "private_sea_rules_org_id_idx";--> statement-breakpoint
DROP INDEX "crm_support_customers_org_handler_id_idx";--> statement-breakpoint
DROP INDEX "crm_support_customers_org_department_id_idx";--> statement-breakpoint
CREATE INDEX "customers_org_owner_undealt_idx" ON "customers" USING btree ("org_id","owner_user_id","created_at" DESC NULLS FIRST) WHERE deleted_at is null and last_follow_up_at is null;--> statement-breakpoint
CREATE INDEX "customers_org_department_undealt_idx" ON "customers" USING btree ("org_id","owner_department_id","created_at" DESC NULLS FIRST) WHERE deleted_at is null and last_follow_up_at is null;--> statement-breakpoint
CREATE INDEX "customer_activities_org_created_idx" ON "customer_activities" USING btree ("org_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_activities_customer_created_idx" ON "customer_activities" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_activities_org_author_created_idx" ON "customer_activities" USING btree ("org_id","author_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "opportunities_org_owner_id_idx" ON "opportunities" USING btree ("org_id","owner_user_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "opportunities_org_department_id_idx" ON "opportunities" USING btree ("org_id","owner_department_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_clue_sync_deliveries_org_id_idx" ON "crm_clue_sync_deliveries" USING btree ("org_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_clue_sync_deliveries_source_id_idx" ON "crm_clue_sync_deliveries" USING btree ("source_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "crm_clues_org_pool_id_idx" ON "crm_clues" USING btree ("org_id","pool_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_clues_org_assignee_id_idx" ON "crm_clues" USING btree ("org_id","assignee_user_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_clues_org_department_id_idx" ON "crm_clues" USING btree ("org_id","assignee_department_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "customer_merges_target_idx" ON "customer_merges" USING btree ("org_id","target_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_events_customer_at_idx" ON "customer_events" USING btree ("customer_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_events_org_from_owner_idx" ON "customer_events" USING btree ("org_id","from_owner_user_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customer_events_org_claimer_idx" ON "customer_events" USING btree ("org_id","to_owner_user_id","at" DESC NULLS FIRST) WHERE kind = 'claimed';--> statement-breakpoint
CREATE INDEX "private_sea_rules_org_id_idx" ON "private_sea_rules" USING btree ("org_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_support_customers_org_handler_id_idx" ON "crm_support_customers" USING btree ("org_id","handler_user_id","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_support_customers_org_department_id_idx" ON "crm_support_customers" USING btree ("org_id","handler_department_id","id" DESC NULLS FIRST) WHERE deleted_at is null;