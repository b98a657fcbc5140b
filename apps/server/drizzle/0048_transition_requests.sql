CREATE TABLE "transition_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"transition" text NOT NULL,
	"from_state" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transition_requests" ADD CONSTRAINT "transition_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transition_requests_pending_idx" ON "transition_requests" USING btree ("org_id","kind","record_id") WHERE "transition_requests"."status" = 'pending';