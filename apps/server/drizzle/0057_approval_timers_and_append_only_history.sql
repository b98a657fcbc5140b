CREATE TABLE "approval_timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"round" integer NOT NULL,
	"node_id" text NOT NULL,
	"node_started_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fired_at" timestamp with time zone,
	CONSTRAINT "approval_timers_kind_check" CHECK (kind in ('remind', 'limit'))
);
--> statement-breakpoint
ALTER TABLE "approval_timers" ADD CONSTRAINT "approval_timers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_timers" ADD CONSTRAINT "approval_timers_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_timers_due_idx" ON "approval_timers" USING btree ("due_at","id") WHERE "approval_timers"."fired_at" is null;--> statement-breakpoint
-- hand-written:
-- Approval history is append-only (docs/approvals.md "Invariants"): no row is ever changed or
-- removed. Two writes of the database itself stay possible: a deleted user's id becomes null in
-- actor_id / on_behalf_of_id (their foreign keys' ON DELETE SET NULL), and deleting a whole
-- organization removes its rows (org_id's ON DELETE CASCADE runs after the organization row is gone).
CREATE OR REPLACE FUNCTION approval_history_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (NEW.actor_id IS NULL OR NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id)
      AND (NEW.on_behalf_of_id IS NULL OR NEW.on_behalf_of_id IS NOT DISTINCT FROM OLD.on_behalf_of_id)
      AND (NEW.id, NEW.org_id, NEW.instance_id, NEW.round, NEW.action, NEW.node_id, NEW.node_name,
           NEW.task_id, NEW.comment, NEW.attachment_ids, NEW.target_ids, NEW.created_at)
        IS NOT DISTINCT FROM
          (OLD.id, OLD.org_id, OLD.instance_id, OLD.round, OLD.action, OLD.node_id, OLD.node_name,
           OLD.task_id, OLD.comment, OLD.attachment_ids, OLD.target_ids, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'approval_history rows are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM organizations WHERE id = OLD.org_id) THEN
    RAISE EXCEPTION 'approval_history rows are append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER approval_history_append_only BEFORE UPDATE OR DELETE ON approval_history
FOR EACH ROW EXECUTE FUNCTION approval_history_append_only();
