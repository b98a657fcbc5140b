CREATE TABLE "approval_bindings" (
	"org_id" integer NOT NULL,
	"point" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"process_id" integer,
	"threshold" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_bindings_org_id_point_pk" PRIMARY KEY("org_id","point")
);
--> statement-breakpoint
ALTER TABLE "transition_requests" ALTER COLUMN "record_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD COLUMN "business_label" text;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD COLUMN "business_path" text;--> statement-breakpoint
ALTER TABLE "transition_requests" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "approval_bindings" ADD CONSTRAINT "approval_bindings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;