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
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_process_versions_process_version_key" ON "approval_process_versions" USING btree ("process_id","version");--> statement-breakpoint
CREATE INDEX "approval_processes_org_idx" ON "approval_processes" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_processes_org_name_key" ON "approval_processes" USING btree ("org_id","name");