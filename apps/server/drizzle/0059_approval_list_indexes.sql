DROP INDEX "approval_copies_user_idx";--> statement-breakpoint
DROP INDEX "approval_tasks_assignee_pending_idx";--> statement-breakpoint
DROP INDEX "approval_tasks_assignee_acted_idx";--> statement-breakpoint
CREATE INDEX "approval_copies_user_idx" ON "approval_copies" USING btree ("org_id","user_id","id","instance_id");--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_pending_idx" ON "approval_tasks" USING btree ("org_id","assignee_id","created_at","id","instance_id") WHERE "approval_tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_acted_idx" ON "approval_tasks" USING btree ("org_id","assignee_id","acted_at","id","instance_id") WHERE "approval_tasks"."acted_at" is not null;