CREATE TABLE "crm_person_pool_members" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"auto_assignable_self" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_person_pool_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crm_support_group_members" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"member_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_support_group_members_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crm_support_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_support_groups_org_id_key" UNIQUE("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "crm_person_pool_members" ADD CONSTRAINT "crm_person_pool_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_person_pool_members" ADD CONSTRAINT "crm_person_pool_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_group_members" ADD CONSTRAINT "crm_support_group_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_group_members" ADD CONSTRAINT "crm_support_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_group_members" ADD CONSTRAINT "crm_support_group_members_group_fk" FOREIGN KEY ("org_id","group_id") REFERENCES "public"."crm_support_groups"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_support_groups" ADD CONSTRAINT "crm_support_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_support_group_members_group_idx" ON "crm_support_group_members" USING btree ("org_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_support_groups_org_name_key" ON "crm_support_groups" USING btree ("org_id","name");