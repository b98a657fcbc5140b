CREATE TABLE "crm_clue_pool_members" (
	"org_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_clue_pool_members_pool_id_user_id_pk" PRIMARY KEY("pool_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crm_clue_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"allocation_mode" text DEFAULT 'manual' NOT NULL,
	"rr_last_user_id" integer,
	CONSTRAINT "crm_clue_pools_org_id_key" UNIQUE("org_id","id"),
	CONSTRAINT "crm_clue_pools_mode_check" CHECK (allocation_mode in ('manual', 'round_robin'))
);
--> statement-breakpoint
CREATE TABLE "crm_clues" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"pool_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" integer,
	"assignee_department_id" integer,
	"assigned_at" timestamp with time zone,
	"converted_customer_id" integer,
	"last_follow_up_at" timestamp with time zone,
	CONSTRAINT "crm_clues_status_check" CHECK (status in ('new', 'assigned', 'converted', 'invalid'))
);
--> statement-breakpoint
ALTER TABLE "crm_clue_pool_members" ADD CONSTRAINT "crm_clue_pool_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_pool_members" ADD CONSTRAINT "crm_clue_pool_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_pool_members" ADD CONSTRAINT "crm_clue_pool_members_pool_fk" FOREIGN KEY ("org_id","pool_id") REFERENCES "public"."crm_clue_pools"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_pools" ADD CONSTRAINT "crm_clue_pools_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clue_pools" ADD CONSTRAINT "crm_clue_pools_rr_last_user_id_users_id_fk" FOREIGN KEY ("rr_last_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clues" ADD CONSTRAINT "crm_clues_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clues" ADD CONSTRAINT "crm_clues_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clues" ADD CONSTRAINT "crm_clues_assignee_department_id_departments_id_fk" FOREIGN KEY ("assignee_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clues" ADD CONSTRAINT "crm_clues_converted_customer_id_customers_id_fk" FOREIGN KEY ("converted_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_clues" ADD CONSTRAINT "crm_clues_pool_fk" FOREIGN KEY ("org_id","pool_id") REFERENCES "public"."crm_clue_pools"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_clue_pool_members_org_user_idx" ON "crm_clue_pool_members" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_clue_pools_org_name_key" ON "crm_clue_pools" USING btree ("org_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_clues_org_phone_key" ON "crm_clues" USING btree ("org_id","phone") WHERE deleted_at is null and phone <> '' and status <> 'converted';--> statement-breakpoint
CREATE INDEX "crm_clues_org_pool_id_idx" ON "crm_clues" USING btree ("org_id","pool_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_clues_org_assignee_id_idx" ON "crm_clues" USING btree ("org_id","assignee_user_id","id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "crm_clues_org_department_id_idx" ON "crm_clues" USING btree ("org_id","assignee_department_id","id" DESC NULLS LAST) WHERE deleted_at is null;