CREATE TABLE "customer_tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"multi_select" boolean DEFAULT false NOT NULL,
	"sort" integer,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"color" text NOT NULL,
	"sort" integer,
	CONSTRAINT "customer_tags_color_check" CHECK (color in ('magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple'))
);
--> statement-breakpoint
ALTER TABLE "customer_tag_groups" ADD CONSTRAINT "customer_tag_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_group_id_customer_tag_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_tag_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tag_groups_org_name_key" ON "customer_tag_groups" USING btree ("org_id","name") WHERE "customer_tag_groups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_tag_groups_org_idx" ON "customer_tag_groups" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tags_org_group_name_key" ON "customer_tags" USING btree ("org_id","group_id","name") WHERE "customer_tags"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_tags_org_group_idx" ON "customer_tags" USING btree ("org_id","group_id","id");