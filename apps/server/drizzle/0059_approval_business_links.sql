ALTER TABLE "approval_instances" ADD COLUMN "business_label" text;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD COLUMN "business_path" text;