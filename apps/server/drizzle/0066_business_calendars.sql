CREATE TABLE "business_calendars" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"week" jsonb NOT NULL,
	"holidays" text[] NOT NULL,
	"make_up_days" text[] NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "business_calendars" ADD CONSTRAINT "business_calendars_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;