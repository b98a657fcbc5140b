CREATE TABLE "work_order_followers" (
	"org_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_followers_org_id_work_order_id_user_id_pk" PRIMARY KEY("org_id","work_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_group_cursors" (
	"org_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"last_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_group_cursors_org_id_group_id_pk" PRIMARY KEY("org_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_handlers" (
	"org_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_handlers_org_id_work_order_id_user_id_pk" PRIMARY KEY("org_id","work_order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"document_no" text NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"sale_order_id" integer,
	"serial_no" text,
	"call_record_id" integer,
	"priority_id" integer NOT NULL,
	"reporter_user_id" integer,
	"responsible_user_id" integer,
	"group_id" integer,
	"assignment" text DEFAULT 'unassigned' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"sla_warn_percent" integer DEFAULT 80 NOT NULL,
	"resp_elapsed_ms" bigint DEFAULT 0 NOT NULL,
	"resp_running_since" timestamp with time zone,
	"resp_target_ms" bigint,
	"resp_due_at" timestamp with time zone,
	"resp_warn_at" timestamp with time zone,
	"resp_state" text DEFAULT 'none' NOT NULL,
	"responded_at" timestamp with time zone,
	"res_elapsed_ms" bigint DEFAULT 0 NOT NULL,
	"res_running_since" timestamp with time zone,
	"res_target_ms" bigint,
	"res_due_at" timestamp with time zone,
	"res_warn_at" timestamp with time zone,
	"res_state" text DEFAULT 'none' NOT NULL,
	"sla_due_at" timestamp with time zone,
	"sla_next_check_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_assignment_check" CHECK ("work_orders"."assignment" in ('unassigned', 'pending', 'accepted')),
	CONSTRAINT "work_orders_sla_check" CHECK ("work_orders"."resp_elapsed_ms" >= 0 and "work_orders"."res_elapsed_ms" >= 0 and "work_orders"."sla_warn_percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "workorder_priorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#1677ff' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workorder_priorities_org_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "workorder_sla_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"priority_id" integer NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"warn_percent" integer DEFAULT 80 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workorder_sla_policies_targets_check" CHECK ("workorder_sla_policies"."first_response_minutes" > 0 and "workorder_sla_policies"."resolution_minutes" > 0 and "workorder_sla_policies"."warn_percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "workorder_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"form" jsonb,
	"default_group_id" integer,
	"reopen_days" integer DEFAULT 7 NOT NULL,
	"extra_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workorder_types_org_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "workorder_types_reopen_days_check" CHECK ("workorder_types"."reopen_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "work_order_followers" ADD CONSTRAINT "work_order_followers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_followers" ADD CONSTRAINT "work_order_followers_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_followers" ADD CONSTRAINT "work_order_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_group_cursors" ADD CONSTRAINT "work_order_group_cursors_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_group_cursors" ADD CONSTRAINT "work_order_group_cursors_group_id_crm_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."crm_support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_handlers" ADD CONSTRAINT "work_order_handlers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_handlers" ADD CONSTRAINT "work_order_handlers_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_handlers" ADD CONSTRAINT "work_order_handlers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_call_record_id_call_records_id_fk" FOREIGN KEY ("call_record_id") REFERENCES "public"."call_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_group_id_crm_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."crm_support_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_type_fk" FOREIGN KEY ("org_id","type_id") REFERENCES "public"."workorder_types"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_priority_fk" FOREIGN KEY ("org_id","priority_id") REFERENCES "public"."workorder_priorities"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder_priorities" ADD CONSTRAINT "workorder_priorities_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder_sla_policies" ADD CONSTRAINT "workorder_sla_policies_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder_sla_policies" ADD CONSTRAINT "workorder_sla_policies_type_fk" FOREIGN KEY ("org_id","type_id") REFERENCES "public"."workorder_types"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder_sla_policies" ADD CONSTRAINT "workorder_sla_policies_priority_fk" FOREIGN KEY ("org_id","priority_id") REFERENCES "public"."workorder_priorities"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder_types" ADD CONSTRAINT "workorder_types_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workorder_types" ADD CONSTRAINT "workorder_types_default_group_id_crm_support_groups_id_fk" FOREIGN KEY ("default_group_id") REFERENCES "public"."crm_support_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_followers_user_idx" ON "work_order_followers" USING btree ("org_id","user_id","work_order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_handlers_user_idx" ON "work_order_handlers" USING btree ("org_id","user_id","work_order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_org_document_no_key" ON "work_orders" USING btree ("org_id","document_no");--> statement-breakpoint
CREATE INDEX "work_orders_org_id_idx" ON "work_orders" USING btree ("org_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_org_reporter_idx" ON "work_orders" USING btree ("org_id","reporter_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_org_responsible_idx" ON "work_orders" USING btree ("org_id","responsible_user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_org_group_idx" ON "work_orders" USING btree ("org_id","group_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_org_status_idx" ON "work_orders" USING btree ("org_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_org_customer_idx" ON "work_orders" USING btree ("org_id","customer_id");--> statement-breakpoint
CREATE INDEX "work_orders_org_type_priority_idx" ON "work_orders" USING btree ("org_id","type_id","priority_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_org_priority_idx" ON "work_orders" USING btree ("org_id","priority_id");--> statement-breakpoint
CREATE INDEX "work_orders_org_due_idx" ON "work_orders" USING btree ("org_id","sla_due_at","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_sla_next_check_idx" ON "work_orders" USING btree ("org_id","sla_next_check_at") WHERE "work_orders"."sla_next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "workorder_priorities_org_code_key" ON "workorder_priorities" USING btree ("org_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "workorder_priorities_org_default_key" ON "workorder_priorities" USING btree ("org_id") WHERE "workorder_priorities"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "workorder_sla_policies_org_type_priority_key" ON "workorder_sla_policies" USING btree ("org_id","type_id","priority_id");--> statement-breakpoint
CREATE INDEX "workorder_sla_policies_priority_idx" ON "workorder_sla_policies" USING btree ("org_id","priority_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workorder_types_org_code_key" ON "workorder_types" USING btree ("org_id","code");