CREATE TABLE "approval_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"round" integer NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"user_id" integer NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_delegations" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"delegate_user_id" integer,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_delegations_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"round" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"on_behalf_of_id" integer,
	"node_id" text,
	"node_name" text,
	"task_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_history_action_check" CHECK (action in ('submit', 'approve', 'reject', 'transfer', 'addSigner', 'comment', 'withdraw', 'resubmit', 'cancel', 'cc', 'autoPass', 'autoApprove', 'autoReject', 'escalate', 'remind', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "approval_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"instance_no" text NOT NULL,
	"process_id" integer NOT NULL,
	"process_version_id" integer NOT NULL,
	"process_name" text NOT NULL,
	"category" text NOT NULL,
	"initiator_id" integer NOT NULL,
	"initiator_department_id" integer,
	"form_data" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"chosen_approvers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transition_request_id" integer,
	"business_kind" text,
	"business_record_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "approval_instances_status_check" CHECK (status in ('running', 'approved', 'rejected', 'withdrawn', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"round" integer NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"assignee_id" integer NOT NULL,
	"on_behalf_of_id" integer,
	"status" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acted_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "approval_tasks_status_check" CHECK (status in ('waiting', 'pending', 'approved', 'rejected', 'transferred', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "approval_process_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"starters" jsonb NOT NULL,
	"form" jsonb NOT NULL,
	"flow" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"icon" text DEFAULT 'audit' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starters" jsonb NOT NULL,
	"form" jsonb NOT NULL,
	"flow" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"published_version" integer,
	"draft_changed" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_copies" ADD CONSTRAINT "approval_copies_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_copies" ADD CONSTRAINT "approval_copies_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_copies" ADD CONSTRAINT "approval_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegations" ADD CONSTRAINT "approval_delegations_delegate_user_id_users_id_fk" FOREIGN KEY ("delegate_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_process_version_id_approval_process_versions_id_fk" FOREIGN KEY ("process_version_id") REFERENCES "public"."approval_process_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_on_behalf_of_id_users_id_fk" FOREIGN KEY ("on_behalf_of_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_copies_once_key" ON "approval_copies" USING btree ("instance_id","round","node_id","user_id");--> statement-breakpoint
CREATE INDEX "approval_copies_user_idx" ON "approval_copies" USING btree ("org_id","user_id","id");--> statement-breakpoint
CREATE INDEX "approval_history_instance_idx" ON "approval_history" USING btree ("instance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_instances_org_no_key" ON "approval_instances" USING btree ("org_id","instance_no");--> statement-breakpoint
CREATE INDEX "approval_instances_org_initiator_idx" ON "approval_instances" USING btree ("org_id","initiator_id","id");--> statement-breakpoint
CREATE INDEX "approval_instances_org_idx" ON "approval_instances" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_instances_request_key" ON "approval_instances" USING btree ("transition_request_id") WHERE "approval_instances"."transition_request_id" is not null;--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_pending_idx" ON "approval_tasks" USING btree ("org_id","assignee_id","created_at","id") WHERE "approval_tasks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_acted_idx" ON "approval_tasks" USING btree ("org_id","assignee_id","acted_at","id") WHERE "approval_tasks"."acted_at" is not null;--> statement-breakpoint
CREATE INDEX "approval_tasks_instance_idx" ON "approval_tasks" USING btree ("instance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_process_versions_process_version_key" ON "approval_process_versions" USING btree ("process_id","version");--> statement-breakpoint
CREATE INDEX "approval_processes_org_idx" ON "approval_processes" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_processes_org_name_key" ON "approval_processes" USING btree ("org_id","name");